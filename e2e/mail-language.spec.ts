import { expect, test, type Page } from "@playwright/test";
import { ESP as ESP_LABELS, logInThroughUi, newTeam, PT as PT_LABELS, registerThroughUi, status, type AuthLabels } from "./helpers/auth-ui";
import { latestMailTo, resetLinkIn } from "./helpers/inbox";

/** What one language's pages and mail say, written out as a team reads them. */
type Language = {
  prefix: string;
  labels: AuthLabels;
  forgot: string;
  sent: string;
  subject: string;
  mailText: string;
  verified: string;
  newPassword: string;
  confirm: string;
  submit: string;
  updated: string;
  tooMany: string;
  tooManyMails: string;
};

const PT: Language = {
  prefix: "/pt",
  labels: PT_LABELS,
  forgot: "Esqueceu-se da palavra-passe?",
  sent: "E-mail de recuperação da palavra-passe enviado!",
  subject: "Redefinir a palavra-passe do Porto Box Cup",
  mailText: "Siga esta ligação para escolher uma nova palavra-passe:",
  verified: "E-mail verificado! Já pode atualizar a sua palavra-passe.",
  newPassword: "Nova palavra-passe",
  confirm: "Confirmar a nova palavra-passe",
  submit: "Atualizar palavra-passe",
  updated: "Palavra-passe atualizada com sucesso!",
  tooMany: "Demasiadas tentativas. Aguarde alguns minutos e tente novamente.",
  tooManyMails: "Foram pedidos demasiados e-mails. Aguarde alguns minutos e tente novamente.",
};

const ESP: Language = {
  prefix: "/esp",
  labels: ESP_LABELS,
  forgot: "¿Has olvidado tu contraseña?",
  sent: "¡Correo de restablecimiento de contraseña enviado!",
  subject: "Restablece tu contraseña de la Porto Box Cup",
  mailText: "Sigue este enlace para elegir una nueva contraseña:",
  verified: "¡Correo verificado! Ya puedes actualizar tu contraseña.",
  newPassword: "Nueva contraseña",
  confirm: "Confirmar la nueva contraseña",
  submit: "Actualizar contraseña",
  updated: "¡Contraseña actualizada correctamente!",
  tooMany: "Demasiados intentos. Espera unos minutos y vuelve a intentarlo.",
  tooManyMails: "Se han solicitado demasiados correos. Espera unos minutos y vuelve a intentarlo.",
};

async function askForReset(page: Page, lang: Language, email: string): Promise<void> {
  await page.goto(`${lang.prefix}/auth`);
  await page.getByLabel(lang.labels.email).fill(email);
  await page.getByRole("button", { name: lang.forgot }).click();
}

for (const lang of [PT, ESP]) {
  test.describe(`mails in the team's language (${lang.prefix})`, () => {
    test("registered and asking here: the reset mail is in this language and its link sets a new password", async ({
      page,
      browser,
      baseURL,
    }) => {
      const team = newTeam();
      await registerThroughUi(page, team, `${lang.prefix}/auth`, lang.labels);
      await askForReset(page, lang, team.email);
      await expect(status(page)).toHaveText(lang.sent);

      const mail = await latestMailTo(team.email);
      expect(mail.Subject).toBe(lang.subject);
      expect(mail.Text).toContain(lang.mailText);
      const link = resetLinkIn(mail);
      expect(link.origin).toBe(new URL(baseURL!).origin);
      expect(link.pathname).toBe(`${lang.prefix}/reset`);

      // The mail is opened in another browser, as from a phone's mail app.
      const context = await browser.newContext({ baseURL });
      const mailPage = await context.newPage();
      await mailPage.goto(link.pathname + link.search);
      await expect(status(mailPage)).toHaveText(lang.verified);
      const newPassword = `${team.password}-novo`;
      await mailPage.getByLabel(lang.newPassword, { exact: true }).fill(newPassword);
      await mailPage.getByLabel(lang.confirm).fill(newPassword);
      await mailPage.getByRole("button", { name: lang.submit }).click();
      await expect(status(mailPage)).toHaveText(lang.updated);
      await context.close();

      await page.goto(`${lang.prefix}/auth`);
      await logInThroughUi(page, team.email, newPassword, lang.labels);
      await expect(status(page)).toHaveText(lang.labels.loginSuccess);
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/dashboard$`));
    });

    test("a rate-limited sign-in or reset request shows a translated wait message", async ({ page }) => {
      // Hosted GoTrue's 429s, exactly as it sends them (the embedded backend's own are tested in tests/backend).
      const tooMany = (code: string, message: string) => ({
        status: 429,
        contentType: "application/json",
        headers: {
          "x-supabase-api-version": "2024-01-01",
          "access-control-allow-origin": "*",
          "access-control-expose-headers": "x-supabase-api-version",
        },
        body: JSON.stringify({ code, message }),
      });
      await page.route("**/auth/v1/token?grant_type=password", (route) =>
        route.fulfill(tooMany("over_request_rate_limit", "Request rate limit reached")),
      );
      await page.route("**/auth/v1/recover**", (route) =>
        route.fulfill(tooMany("over_email_send_rate_limit", "For security purposes, you can only request this after 42 seconds.")),
      );
      await page.goto(`${lang.prefix}/auth`);
      await logInThroughUi(page, "team@example.test", "some-password", lang.labels);
      await expect(status(page)).toHaveText(lang.tooMany);
      await askForReset(page, lang, "team@example.test");
      await expect(status(page)).toHaveText(lang.tooManyMails);
    });
  });
}
