import { createClient } from "@supabase/supabase-js";
import { expect, test } from "@playwright/test";
import { SECRET_KEY } from "../local-supabase/config";
import { newTeam, status } from "./helpers/auth-ui";
import { BACKEND_URL } from "./helpers/local-backend";

/**
 * The e-mail confirmation link, for when supabase/config.toml's enable_confirmations is turned on
 * (docs/decisions.md D10). The e2e backend runs with it off, so the signup token comes from the admin
 * generate_link API, which creates an unconfirmed team as a sign-up with confirmations on would; the link
 * is then the one supabase/templates/confirmation.html mails for a team registered on /pt.
 */
async function signupTokenHash(): Promise<{ tokenHash: string; email: string }> {
  const team = newTeam();
  const admin = createClient(BACKEND_URL, SECRET_KEY, { auth: { persistSession: false } });
  const { data, error } = await admin.auth.admin.generateLink({
    type: "signup",
    email: team.email,
    password: team.password,
    options: { data: { team_name: team.teamName, country: team.country, locale: "pt" }, redirectTo: "http://localhost:3000/pt/auth" },
  });
  expect(error).toBeNull();
  return { tokenHash: data.properties!.hashed_token, email: team.email };
}

test.describe("/auth with an e-mail confirmation link", () => {
  test("a valid link confirms, signs the team in, says so in Portuguese and lands on /pt/dashboard", async ({ page }) => {
    const { tokenHash } = await signupTokenHash();
    await page.goto(`/pt/auth?token_hash=${tokenHash}&type=signup`);
    await expect(status(page)).toHaveText("E-mail confirmado! Já tem sessão iniciada.");
    await expect(page.getByRole("button", { name: "Terminar sessão" })).toBeVisible();
    await expect(page).toHaveURL(/\/pt\/dashboard$/);
  });

  test("a bad link shows the translated error and leaves the login form usable", async ({ page }) => {
    await page.goto("/pt/auth?token_hash=pkce_not-a-real-token&type=signup");
    await expect(status(page)).toHaveText(
      "Esta ligação de confirmação é inválida ou expirou. Inicie sessão ou registe-se novamente para receber uma nova ligação.",
    );
    await expect(page).toHaveURL(/\/pt\/auth$/);
    await expect(page.getByRole("button", { name: "Entrar", exact: true })).toBeEnabled();
  });
});
