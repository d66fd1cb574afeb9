import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { COUNTRIES } from "../../lib/content/countries";
import { hasEmail, validateEmail } from "../../lib/validation/email";
import { validateLogin } from "../../lib/validation/login";
import { validateRegistration, type RegistrationInput } from "../../lib/validation/registration";
import { validateReset } from "../../lib/validation/reset";

const valid: RegistrationInput = {
  teamName: "Boxe Clube do Porto",
  country: "Portugal",
  email: "coach@example.test",
  password: "secret1",
  confirmPassword: "secret1",
  acceptedTerms: true,
};
const register = (changes: Partial<RegistrationInput>) => validateRegistration({ ...valid, ...changes });

describe("registration (docs/product.md §5)", () => {
  test("a complete form passes", () => assert.equal(validateRegistration(valid), null));

  test("team name must not be blank after trimming", () => {
    for (const teamName of ["", "   ", "\t\n"]) {
      assert.deepEqual(register({ teamName }), { field: "teamName", key: "teamNameRequired" });
    }
    assert.equal(register({ teamName: "  X  " }), null);
  });

  test("a country from the list must be chosen", () => {
    assert.deepEqual(register({ country: "" }), { field: "country", key: "countryRequired" });
    assert.deepEqual(register({ country: "Atlantis" }), { field: "country", key: "countryRequired" });
    for (const country of COUNTRIES) assert.equal(register({ country }), null, country);
  });

  test("password must equal its confirmation", () => {
    assert.deepEqual(register({ confirmPassword: "secret2" }), { field: "confirmPassword", key: "passwordsDoNotMatch" });
  });

  test("password needs at least 6 characters", () => {
    assert.deepEqual(register({ password: "12345", confirmPassword: "12345" }), { field: "password", key: "passwordTooShort" });
    assert.deepEqual(register({ password: "", confirmPassword: "" }), { field: "password", key: "passwordTooShort" });
    assert.equal(register({ password: "123456", confirmPassword: "123456" }), null);
  });

  test("terms must be accepted", () => {
    assert.deepEqual(register({ acceptedTerms: false }), { field: "acceptedTerms", key: "termsRequired" });
  });

  test("the e-mail is required and well-formed", () => {
    assert.deepEqual(register({ email: " " }), { field: "email", key: "emailRequired" });
    assert.deepEqual(register({ email: "coach" }), { field: "email", key: "emailInvalid" });
  });

  test("the first broken rule is reported, in docs/product.md §5 order", () => {
    const everythingWrong = { teamName: "", country: "", email: "", password: "1", confirmPassword: "2", acceptedTerms: false };
    assert.equal(validateRegistration(everythingWrong)?.key, "teamNameRequired");
    assert.equal(register({ password: "1", confirmPassword: "2", acceptedTerms: false })?.key, "passwordsDoNotMatch");
    assert.equal(register({ password: "1", confirmPassword: "1", acceptedTerms: false })?.key, "passwordTooShort");
  });

  test("property: any form with a non-blank name, listed country, valid e-mail, matching 6+ password and terms passes", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim().length > 0),
        fc.constantFrom(...COUNTRIES),
        fc.emailAddress(),
        fc.string({ minLength: 6 }),
        (teamName, country, email, password) => {
          assert.equal(validateRegistration({ teamName, country, email, password, confirmPassword: password, acceptedTerms: true }), null);
        },
      ),
    );
  });

  test("property: differing passwords are always reported as a mismatch", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (password, confirmPassword) => {
        fc.pre(password !== confirmPassword);
        assert.equal(register({ password, confirmPassword })?.key, "passwordsDoNotMatch");
      }),
    );
  });

  test("property: a matching password shorter than 6 is always too short", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 5 }), (password) => {
        assert.equal(register({ password, confirmPassword: password })?.key, "passwordTooShort");
      }),
    );
  });
});

describe("login and forgot password", () => {
  test("login needs an e-mail and a password", () => {
    assert.deepEqual(validateLogin({ email: "", password: "x" }), { field: "email", key: "emailRequired" });
    assert.deepEqual(validateLogin({ email: "a@", password: "x" }), { field: "email", key: "emailInvalid" });
    assert.deepEqual(validateLogin({ email: "a@b.c", password: "" }), { field: "password", key: "passwordRequired" });
    assert.equal(validateLogin({ email: "a@b.c", password: "x" }), null);
  });

  test("forgot password only needs the e-mail to be filled in", () => {
    assert.equal(hasEmail(""), false);
    assert.equal(hasEmail("   "), false);
    assert.equal(hasEmail("not-checked-here"), true);
  });

  test("e-mail format follows the browser's type=email rule", () => {
    for (const ok of ["a@b", "a.b+c@d-e.fg", " coach@example.test "]) assert.equal(validateEmail(ok), null, ok);
    for (const bad of ["a", "a@", "@b", "a b@c", "a@-b", "a@b..c"]) assert.equal(validateEmail(bad), "emailInvalid", bad);
  });

  test("property: generated e-mail addresses are accepted", () => {
    fc.assert(fc.property(fc.emailAddress(), (email) => assert.equal(validateEmail(email), null)));
  });
});

describe("reset (docs/product.md §5)", () => {
  test("the screen must be in the verified state", () => {
    assert.deepEqual(validateReset({ verified: false, password: "secret1", confirmPassword: "secret1" }), {
      field: null,
      key: "verifyFirst",
    });
  });

  test("password must equal its confirmation", () => {
    assert.deepEqual(validateReset({ verified: true, password: "secret1", confirmPassword: "secret2" }), {
      field: "confirmPassword",
      key: "passwordsDoNotMatch",
    });
  });

  test("password needs at least 6 characters", () => {
    assert.deepEqual(validateReset({ verified: true, password: "12345", confirmPassword: "12345" }), {
      field: "password",
      key: "passwordTooShort",
    });
    assert.equal(validateReset({ verified: true, password: "123456", confirmPassword: "123456" }), null);
  });

  test("the first broken rule is reported, in the order of docs/product.md §5: verified, then matching, then length", () => {
    assert.deepEqual(validateReset({ verified: false, password: "1", confirmPassword: "2" }), { field: null, key: "verifyFirst" });
    assert.deepEqual(validateReset({ verified: true, password: "1", confirmPassword: "2" }), {
      field: "confirmPassword",
      key: "passwordsDoNotMatch",
    });
    assert.deepEqual(validateReset({ verified: true, password: "12345", confirmPassword: "123456" }), {
      field: "confirmPassword",
      key: "passwordsDoNotMatch",
    });
    assert.deepEqual(validateReset({ verified: false, password: "12345", confirmPassword: "12345" }), { field: null, key: "verifyFirst" });
  });

  test("property: verified, matching and long enough is exactly what passes", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.string(), fc.string(), (verified, password, confirmPassword) => {
        const expectedOk = verified && password === confirmPassword && password.length >= 6;
        assert.equal(validateReset({ verified, password, confirmPassword }) === null, expectedOk);
      }),
    );
  });
});
