import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { EN, ESP, fillRegistration, logInThroughUi, newTeam, PT, registerThroughUi, status, type AuthLabels } from "./helpers/auth-ui";
import { holdRequests } from "./helpers/hold";
import { BACKEND_URL as BACKEND } from "./helpers/local-backend";
import { registerTeam, signIn, uniqueTeam } from "./helpers/team";

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "*",
  "access-control-allow-methods": "*",
  "content-type": "application/json",
};

/** Answers signUp the way a differently configured hosted backend would (the embedded one is autoconfirm). */
async function answerSignUp(page: Page, status: number, body: object) {
  await page.route(`${BACKEND}/auth/v1/signup**`, (route) =>
    route.request().method() === "OPTIONS"
      ? route.fulfill({ status: 204, headers: CORS })
      : route.fulfill({ status, headers: CORS, body: JSON.stringify(body) }),
  );
}

async function submitRegistration(page: Page) {
  await page.goto("/auth");
  await page.getByRole("button", { name: EN.toRegister }).click();
  await fillRegistration(page, newTeam());
  await page.getByRole("button", { name: "Register", exact: true }).click();
}

test.describe("/auth login mode", () => {
  test("has the spec's inputs and switches to register mode and back", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("heading", { level: 1, name: "Team login" })).toBeVisible();
    const email = page.getByLabel("Email");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");
    await expect(email).toHaveAttribute("autocomplete", "email");
    const password = page.getByLabel("Password");
    await expect(password).toHaveAttribute("required", "");
    await expect(password).toHaveAttribute("minlength", "6");
    await expect(password).toHaveAttribute("autocomplete", "current-password");
    await expect(page.getByRole("button", { name: "Forgot password?" })).toBeVisible();
    await expect(page.getByLabel("Team name")).toHaveCount(0);
    await expect(page).toHaveTitle(/Team login and registration/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    await page.getByRole("button", { name: "No account yet? Register your team" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Register your team" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Forgot password?" })).toHaveCount(0);
    await expectNoAxeViolations(page, "register mode");
    await page.getByRole("button", { name: "Already registered? Login" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Team login" })).toBeVisible();
  });

  test("forgot password without an e-mail asks for it first", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(status(page)).toHaveText("Please enter your email first.");
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email")).toBeFocused();
    await expectNoAxeViolations(page, "forgot password error");
  });

  test("a wrong password shows the backend's message and keeps the input", async ({ page }) => {
    const team = newTeam();
    await registerThroughUi(page, team);
    await logInThroughUi(page, team.email, "not-the-password");
    await expect(status(page)).toHaveText("Invalid login credentials");
    await expect(page.getByLabel("Email")).toHaveValue(team.email);
    await expect(page.getByLabel("Password")).toHaveValue("not-the-password");
    await expect(page).toHaveURL(/\/auth$/);
    await expectNoAxeViolations(page, "backend error");
  });

  test("while logging in the button says Loading... and every control is disabled", async ({ page }) => {
    const team = newTeam();
    await registerThroughUi(page, team);
    const signIn = await holdRequests(page, `${BACKEND}/auth/v1/token**`);
    await logInThroughUi(page, team.email, team.password);
    await expect(page.getByRole("button", { name: "Loading..." })).toBeDisabled();
    for (const control of [
      page.getByLabel("Email"),
      page.getByLabel("Password"),
      page.getByRole("button", { name: "Forgot password?" }),
      page.getByRole("button", { name: /Register your team/ }),
    ]) {
      await expect(control).toBeDisabled();
    }
    await expectNoAxeViolations(page, "busy");
    await expect(page).toHaveURL(/\/auth$/);
    signIn.release();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("an unreachable backend gives the generic error, and the form comes back", async ({ page }) => {
    await page.route(`${BACKEND}/**`, (route) => route.abort("connectionrefused"));
    await page.goto("/auth");
    await logInThroughUi(page, "coach@example.test", "secret1");
    await expect(status(page)).toHaveText("An error occurred. Please try again.");
    await expect(page.getByRole("button", { name: "Login", exact: true })).toBeEnabled();
    await expect(page.getByLabel("Email")).toHaveValue("coach@example.test");

    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(status(page)).toHaveText("An error occurred. Please try again.");
    await expect(page.getByRole("button", { name: "Login", exact: true })).toBeEnabled();
  });
});

test.describe("/auth register mode", () => {
  test("shows every docs/product.md §5 message, marks the field and keeps what was typed", async ({ page }) => {
    const team = newTeam();
    await page.goto("/auth");
    await page.getByRole("button", { name: EN.toRegister }).click();
    const submit = page.getByRole("button", { name: "Register", exact: true });
    const expectIssue = async (text: string, field: string) => {
      await submit.click();
      await expect(status(page)).toHaveText(text);
      const input = page.getByLabel(field, { exact: true });
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAttribute("aria-describedby", (await status(page).getAttribute("id"))!);
      await expect(input).toBeFocused();
    };

    await page.getByLabel("Team name").fill("   ");
    await expectIssue("Team name is required.", "Team name");
    await page.getByLabel("Team name").fill(team.teamName);
    await expectIssue("Country is required.", "Country");
    await page.getByLabel("Country").selectOption("Portugal");
    await page.getByLabel("Email").fill(team.email);
    await page.getByLabel("Password", { exact: true }).fill("secret1");
    await page.getByLabel("Confirm password").fill("secret2");
    await expectIssue("Passwords do not match.", "Confirm password");
    await page.getByLabel("Password", { exact: true }).fill("12345");
    await page.getByLabel("Confirm password").fill("12345");
    await expectIssue("Password must be at least 6 characters.", "Password");
    await page.getByLabel("Password", { exact: true }).fill("secret1");
    await page.getByLabel("Confirm password").fill("secret1");
    await submit.click();
    await expect(status(page)).toHaveText("You must accept the terms and conditions.");
    await expect(page.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "validation error");

    // Nothing typed was lost along the way.
    await expect(page.getByLabel("Team name")).toHaveValue(team.teamName);
    await expect(page.getByLabel("Country")).toHaveValue("Portugal");
    await expect(page.getByLabel("Email")).toHaveValue(team.email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("secret1");
  });

  test("offers the 80 countries, and links the terms in a new tab", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: EN.toRegister }).click();
    const options = page.getByLabel("Country").locator("option");
    await expect(options).toHaveCount(81);
    await expect(options.first()).toHaveText("Select a country");
    await expect(options.nth(1)).toHaveText("Afghanistan");
    await expect(options.last()).toHaveText("Vietnam");
    const terms = page.getByRole("link", { name: /terms and conditions/ });
    await expect(terms).toHaveAttribute("href", "/terms&conditions");
    await expect(terms).toHaveAttribute("target", "_blank");
  });

  test("register, then log in and land on /dashboard; /auth then redirects there", async ({ page }) => {
    const team = newTeam();
    await registerThroughUi(page, team);
    await expectNoAxeViolations(page, "registered");
    await logInThroughUi(page, team.email, team.password);
    await expect(status(page)).toHaveText("Login successful!");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the same e-mail twice shows the backend's message", async ({ page }) => {
    const team = newTeam();
    await registerThroughUi(page, team);
    await page.getByRole("button", { name: EN.toRegister }).click();
    await fillRegistration(page, { ...team, teamName: `${team.teamName} B` });
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expect(status(page)).toHaveText("User already registered");
    await expect(page.getByLabel("Team name")).toHaveValue(`${team.teamName} B`);
  });

  test("an anonymous /dashboard visit goes to /auth and comes back after login", async ({ page }) => {
    const team = newTeam();
    await registerThroughUi(page, team);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
    await logInThroughUi(page, team.email, team.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

// Open-redirect attempts through `?next=`: protocol-relative, backslash, absolute and script URLs. Both places
// that follow the parameter must stay on the site: the login form and the proxy's signed-in /auth redirect.
const HOSTILE_NEXT = ["//evil.example/dashboard", "/\\evil.example", "https://evil.example", "javascript:alert(document.domain)"];

test.describe("?next= never leaves the site", () => {
  for (const next of HOSTILE_NEXT) {
    test(`after login with next=${next}`, async ({ page, baseURL }) => {
      const team = await registerTeam(uniqueTeam());
      await page.goto(`/auth?next=${encodeURIComponent(next)}`);
      await logInThroughUi(page, team.email, team.password);
      await expect(page).toHaveURL(`${baseURL}/dashboard`);
    });

    test(`signed in, opening /auth?next=${next}`, async ({ page, context, baseURL }) => {
      await signIn(context, await registerTeam(uniqueTeam()), baseURL!);
      const response = await page.request.get(`/auth?next=${encodeURIComponent(next)}`, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(new URL(response.headers()["location"], baseURL).href).toBe(`${baseURL}/dashboard`);
    });
  }
});

test.describe("/auth with other backend answers", () => {
  test("e-mail confirmation required: the team is told to confirm, not to log in", async ({ page }) => {
    const user = {
      id: "0b9f3c52-4a8e-4a4a-9c3e-1f2d3c4b5a69",
      aud: "authenticated",
      role: "authenticated",
      email: "x@example.test",
      identities: [{}],
    };
    await answerSignUp(page, 200, user);
    await submitRegistration(page);
    await expect(status(page)).toHaveText(/^Registration successful! Check your email/);
    await expect(page.getByRole("heading", { level: 1, name: "Team login" })).toBeVisible();
  });

  test("a profile rejected by the database maps to the profile-creation message of docs/product.md §7", async ({ page }) => {
    await answerSignUp(page, 500, { code: "unexpected_failure", message: "Database error saving new user" });
    await submitRegistration(page);
    await expect(status(page)).toHaveText("Registration failed during profile creation. Please try again.");
    await expect(page.getByLabel("Team name")).not.toHaveValue("");
  });

  test("an answer without a user: User registration failed - no user returned.", async ({ page }) => {
    await answerSignUp(page, 200, {});
    await submitRegistration(page);
    await expect(status(page)).toHaveText("User registration failed - no user returned.");
  });

  test("a backend that never answers ends in the generic error after the 15 s timeout", async ({ page }) => {
    await page.clock.install();
    await page.route(`${BACKEND}/auth/v1/token**`, () => undefined);
    await page.goto("/auth");
    await logInThroughUi(page, "coach@example.test", "secret1");
    await expect(page.getByRole("button", { name: "Loading..." })).toBeDisabled();
    await page.clock.fastForward(16_000);
    await expect(status(page)).toHaveText("An error occurred. Please try again.");
    await expect(page.getByRole("button", { name: "Login", exact: true })).toBeEnabled();
  });
});

test.describe("/auth in other languages", () => {
  test("Portuguese: validation, registration and login in pt, ending on /pt/dashboard", async ({ page }) => {
    const team = newTeam();
    await page.goto("/pt/auth");
    await expect(page.getByRole("heading", { level: 1, name: "Acesso de equipas" })).toBeVisible();
    await page.getByRole("button", { name: PT.toRegister }).click();
    await page.getByRole("button", { name: PT.register, exact: true }).click();
    await expect(status(page)).toHaveText("O nome da equipa é obrigatório.");
    await expect(page.getByLabel(PT.country).locator("option").nth(1)).toHaveText("Afeganistão");
    await expect(page.getByRole("link", { name: /termos e condições/ })).toHaveAttribute("href", "/pt/terms&conditions");
    await expectNoAxeViolations(page, "pt register error");

    await registerThroughUi(page, team, "/pt/auth", PT);
    await logInThroughUi(page, team.email, team.password, PT);
    await expect(status(page)).toHaveText(PT.loginSuccess);
    await expect(page).toHaveURL(/\/pt\/dashboard$/);
  });

  test("Spanish: messages are translated on /esp/auth", async ({ page }) => {
    await page.goto("/esp/auth");
    await expect(page.getByRole("heading", { level: 1, name: "Acceso de equipos" })).toBeVisible();
    await page.getByRole("button", { name: "¿Has olvidado tu contraseña?" }).click();
    await expect(status(page)).toHaveText("Introduce primero tu correo electrónico.");
    await page.getByRole("button", { name: /Registra a tu equipo/ }).click();
    await page.getByLabel("Nombre del equipo").fill("Club Madrid");
    await page.getByRole("button", { name: "Registrarse", exact: true }).click();
    await expect(status(page)).toHaveText("El país es obligatorio.");
    await expectNoAxeViolations(page, "esp register error");
  });
});

// docs/product.md §8: GoTrue's messages as received in English; on /pt and /esp a known code in the page's
// language, and any other message as received.
const GOTRUE_HEADERS = { ...CORS, "x-supabase-api-version": "2024-01-01", "access-control-expose-headers": "x-supabase-api-version" };

/** Answers every sign-in the way hosted GoTrue answers a refusal: status, code and message. */
async function refuseSignIn(page: Page, status: number, code: string, message: string) {
  await page.route(`${BACKEND}/auth/v1/token?grant_type=password`, (route) =>
    route.request().method() === "OPTIONS"
      ? route.fulfill({ status: 204, headers: GOTRUE_HEADERS })
      : route.fulfill({ status, headers: GOTRUE_HEADERS, body: JSON.stringify({ code, message }) }),
  );
}

for (const [prefix, labels, wrongPassword, taken] of [
  ["/pt", PT, "E-mail ou palavra-passe incorretos.", "Já existe uma conta com este e-mail. Inicie sessão ou recupere a palavra-passe."],
  [
    "/esp",
    ESP,
    "Correo electrónico o contraseña incorrectos.",
    "Ya existe una cuenta con este correo. Inicia sesión o recupera la contraseña.",
  ],
] as [string, AuthLabels, string, string][]) {
  test(`${prefix}/auth: the backend's refusals are said in the page's language`, async ({ page }) => {
    const team = newTeam();
    await registerThroughUi(page, team, `${prefix}/auth`, labels);
    await logInThroughUi(page, team.email, `${team.password}-wrong`, labels);
    await expect(status(page)).toHaveText(wrongPassword);
    await page.getByRole("button", { name: labels.toRegister }).click();
    await fillRegistration(page, team, labels);
    await page.getByRole("button", { name: labels.register, exact: true }).click();
    await expect(status(page)).toHaveText(taken);
  });
}

test("a message whose code the site does not know is shown as received, in every language", async ({ page }) => {
  await refuseSignIn(page, 400, "some_future_code", "Something GoTrue has just started to say");
  for (const [prefix, labels] of [
    ["", EN],
    ["/pt", PT],
    ["/esp", ESP],
  ] as const) {
    await page.goto(`${prefix}/auth`);
    await logInThroughUi(page, "team@example.test", "some-password", labels);
    await expect(status(page)).toHaveText("Something GoTrue has just started to say");
  }
});

test("in English a rate limit is GoTrue's own words, as every backend message", async ({ page }) => {
  await refuseSignIn(page, 429, "over_request_rate_limit", "Request rate limit reached");
  await page.goto("/auth");
  await logInThroughUi(page, "team@example.test", "some-password");
  await expect(status(page)).toHaveText("Request rate limit reached");
});

test("after registering, the keyboard logs in: the e-mail is kept, the password typed, Enter", async ({ page }) => {
  const team = newTeam();
  await registerThroughUi(page, team);
  await page.keyboard.type(team.password);
  await page.keyboard.press("Enter");
  await expect(status(page)).toHaveText("Login successful!");
  await expect(page).toHaveURL(/\/dashboard$/);
});
