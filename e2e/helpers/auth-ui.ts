import { expect, type Page } from "@playwright/test";

export type UiTeam = { teamName: string; country: string; email: string; password: string };

/** A team nobody else uses, so tests can run in parallel against one backend. */
export function newTeam(): UiTeam {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
  return { teamName: `Ringside ${id}`, country: "Portugal", email: `team-${id}@example.test`, password: `Gloves-${id}` };
}

/** The labels and buttons of one language, so the same steps drive /auth, /pt/auth and /esp/auth. */
export type AuthLabels = {
  teamName: string;
  country: string;
  email: string;
  password: string;
  confirm: string;
  terms: RegExp;
  toRegister: RegExp;
  login: string;
  register: string;
  registered: string;
  loginSuccess: string;
};

export const EN: AuthLabels = {
  teamName: "Team name",
  country: "Country",
  email: "Email",
  password: "Password",
  confirm: "Confirm password",
  terms: /I accept the terms and conditions/,
  toRegister: /Register your team/,
  login: "Login",
  register: "Register",
  registered: "Registration successful! You can now login.",
  loginSuccess: "Login successful!",
};

export const PT: AuthLabels = {
  teamName: "Nome da equipa",
  country: "País",
  email: "E-mail",
  password: "Palavra-passe",
  confirm: "Confirmar palavra-passe",
  terms: /Aceito os termos e condições/,
  toRegister: /Registe a sua equipa/,
  login: "Entrar",
  register: "Registar",
  registered: "Registo efetuado com sucesso! Já pode iniciar sessão.",
  loginSuccess: "Sessão iniciada com sucesso!",
};

export const ESP: AuthLabels = {
  teamName: "Nombre del equipo",
  country: "País",
  email: "Correo electrónico",
  password: "Contraseña",
  confirm: "Confirmar contraseña",
  terms: /Acepto los términos y condiciones/,
  toRegister: /Registra a tu equipo/,
  login: "Iniciar sesión",
  register: "Registrarse",
  registered: "¡Registro completado! Ya puedes iniciar sesión.",
  loginSuccess: "¡Sesión iniciada correctamente!",
};

export const status = (page: Page) => page.getByRole("status");

export async function fillRegistration(page: Page, team: UiTeam, labels: AuthLabels = EN): Promise<void> {
  await page.getByLabel(labels.teamName).fill(team.teamName);
  await page.getByLabel(labels.country).selectOption(team.country);
  await page.getByLabel(labels.email).fill(team.email);
  await page.getByLabel(labels.password, { exact: true }).fill(team.password);
  await page.getByLabel(labels.confirm).fill(team.password);
  await page.getByLabel(labels.terms).check();
}

/**
 * Registers through the form and checks docs/product.md §4: success message, login mode, the form cleared but
 * for the e-mail, and the keyboard in the password field, ready to log in.
 */
export async function registerThroughUi(page: Page, team: UiTeam, path = "/auth", labels: AuthLabels = EN): Promise<void> {
  await page.goto(path);
  await page.getByRole("button", { name: labels.toRegister }).click();
  await fillRegistration(page, team, labels);
  await page.getByRole("button", { name: labels.register, exact: true }).click();
  await expect(status(page)).toHaveText(labels.registered);
  await expect(page.getByLabel(labels.teamName)).toHaveCount(0);
  // As the e-mail field holds it (an e-mail input drops the spaces around its value).
  await expect(page.getByLabel(labels.email)).toHaveValue(team.email.trim());
  await expect(page.getByLabel(labels.password, { exact: true })).toHaveValue("");
  await expect(page.getByLabel(labels.password, { exact: true })).toBeFocused();
  await expect(page.getByRole("button", { name: labels.login, exact: true })).toBeEnabled();
}

export async function logInThroughUi(page: Page, email: string, password: string, labels: AuthLabels = EN): Promise<void> {
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: labels.login, exact: true }).click();
}
