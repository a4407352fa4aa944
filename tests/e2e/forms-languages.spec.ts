import type { Page } from "@playwright/test";
import { createUser, loginAs } from "./auth-fixtures";
import { dbQuery, expect, hydrated, sqlString, test } from "./fixtures";

// The contact form, the sign-in page and the client space in English and Arabic (issue 39): the
// page's words, its fields' errors (the browser's check and the server's), the links and
// redirects under the page's prefix, right to left in Arabic.

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.tn`;

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.beforeEach(async ({ request }) => {
  await dbQuery(request, "delete from rate_limits where key like 'contact:%'");
});

test("the contact form in Arabic: Arabic errors next to the fields, what was typed kept, then sent", async ({ page, request, consoleErrors }) => {
  const email = uniqueEmail("ar-contact");
  await page.goto("/ar/contact");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await hydrated(page);
  const contact = page.getByRole("form", { name: "استمارة الاتصال" });
  await expect(contact.getByRole("group", { name: "الخدمات المطلوبة" }).getByRole("checkbox")).toHaveCount(8);

  await contact.getByRole("textbox", { name: "الاسم", exact: true }).fill("أمل");
  await contact.getByLabel("البريد الإلكتروني").fill("amel@localhost");
  await contact.getByLabel("عدد المدعوين").fill("0");
  await contact.getByRole("button", { name: "إرسال الرسالة" }).click();

  await expect(contact.getByText("يُرجى إدخال لقبك.")).toBeVisible();
  await expect(contact.getByText("عنوان البريد الإلكتروني غير صالح (مثال: name@domaine.tn).")).toBeVisible();
  await expect(contact.getByText("يجب ألّا يقلّ عدد المدعوين عن 1.")).toBeVisible();
  await expect(contact.getByText("يُرجى اختيار نوع الفعالية.")).toBeVisible();
  await expect(contact.getByLabel("اللقب")).toBeFocused();
  await expect(contact.getByRole("textbox", { name: "الاسم", exact: true })).toHaveValue("أمل");
  await expect(contact.getByLabel("عدد المدعوين")).toHaveValue("0");
  await noHorizontalScroll(page);

  await contact.getByLabel("اللقب").fill("بن صالح");
  await contact.getByLabel("البريد الإلكتروني").fill(email);
  await contact.getByLabel("عدد المدعوين").fill("120");
  // The options read in Arabic; the value stored is the French one the back office reads.
  await contact.getByLabel("نوع الفعالية").selectOption({ label: "حفل زفاف" });
  await contact.getByRole("checkbox", { name: "الصوت والإضاءة" }).check();
  await contact.getByLabel("وصف المشروع").fill("حفل زفاف في الحمامات لـ120 مدعوًا.");
  await contact.getByRole("button", { name: "إرسال الرسالة" }).click();

  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "تم إرسال رسالتك بنجاح! سنردّ عليك في غضون 24 ساعة." })).toBeVisible();
  const rows = await dbQuery<{ event_type: string; services: string[]; guest_count: number }>(
    request,
    `select event_type, services, guest_count from contact_messages where email = ${sqlString(email)}`,
  );
  expect(rows).toEqual([{ event_type: "Mariage", services: ["Son et lumière"], guest_count: 120 }]);
  expect(consoleErrors).toEqual([]);
});

test("without JavaScript the server refuses the Arabic form in Arabic, keeps what was typed, then accepts it", async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const email = uniqueEmail("ar-nojs");
  await page.goto("/ar/contact");
  const contact = page.getByRole("form", { name: "استمارة الاتصال" });
  await contact.getByRole("textbox", { name: "الاسم", exact: true }).fill("أمل");
  await contact.getByLabel("اللقب").fill("بن صالح");
  await contact.getByLabel("البريد الإلكتروني").fill(email);
  await contact.getByLabel("نوع الفعالية").selectOption({ label: "مؤتمر طبي" });
  // A phone the browser lets through (no pattern on the field) and the server refuses.
  await contact.getByLabel("الهاتف").fill("اتصل بي مساءً");
  await contact.getByLabel("عدد المدعوين").fill("80");
  await contact.getByLabel("وصف المشروع").fill("مؤتمر لأطباء القلب.");
  await contact.getByRole("button", { name: "إرسال الرسالة" }).click();

  await expect(page).toHaveURL(/\/ar\/contact$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(contact.getByText("رقم الهاتف غير صالح (أرقام ومسافات و+ فقط).")).toBeVisible();
  await expect(contact.getByLabel("الهاتف")).toHaveValue("اتصل بي مساءً");
  await expect(contact.getByLabel("عدد المدعوين")).toHaveValue("80");
  await expect(contact.getByLabel("وصف المشروع")).toHaveValue("مؤتمر لأطباء القلب.");
  await expect(contact.getByLabel("نوع الفعالية")).toHaveValue("Congrès médical");
  await noHorizontalScroll(page);

  await contact.getByLabel("الهاتف").fill("+216 98 123 456");
  await contact.getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(page).toHaveURL(/\/ar\/contact\?message-envoye=1#contact$/);
  await expect(page.getByText("تم إرسال رسالتك بنجاح! سنردّ عليك في غضون 24 ساعة.").first()).toBeVisible();
  expect(await dbQuery(request, `select 1 from contact_messages where email = ${sqlString(email)}`)).toHaveLength(1);
  await context.close();
});

test("the server answers an English post in English, and a French one unchanged @desktop", async ({ request }) => {
  const form = { first_name: "Amel", last_name: "", email: "x", event_type: "Mariage", message: "Bonjour", _enhanced: "1" };
  const english = await request.post("/en/contact", { form });
  expect(english.status()).toBe(400);
  const englishBody = await english.text();
  expect(englishBody).toContain("Please enter your last name.");
  expect(englishBody).toContain("Invalid email address (for example: name@domain.tn).");
  const french = await request.post("/contact", { form });
  expect(french.status()).toBe(400);
  expect(await french.text()).toContain("Veuillez indiquer votre nom.");
});

test("/en/auth: a wrong password is told in English; signing in goes on to the English pages", async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto("/en/auth");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/en/auth?mode=inscription");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill("Not-the-one-2026");
  await page.getByRole("button", { name: "Sign in" }).click();

  const alert = page.getByRole("alert").filter({ hasText: "Sign-in failed" }).first();
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("Message: Incorrect email or password");
  await expect(alert).toContainText(`Email: ${user.email}`);
  await expect(alert).toContainText("Code: INVALID_EMAIL_OR_PASSWORD");
  await expect(alert).toContainText("Status: 401");
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await expect(page.getByLabel("Password")).toHaveValue("");

  // A field the browser lets through is refused by the server in English too.
  await page.getByLabel("Email").fill("");
  await page.evaluate(() => document.querySelectorAll("input").forEach((input) => input.removeAttribute("required")));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter your email", { exact: true })).toBeVisible();

  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/en/");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Signed in!" })).toBeVisible();
});

test("the client space in Arabic: the sign-in keeps the language, the page reads right to left, a refused profile says why in Arabic", async ({ page, context, request, consoleErrors }) => {
  // Signed out, /ar/compte sends to the Arabic sign-in page, which comes back here.
  await page.goto("/ar/compte");
  await expect(page).toHaveURL("/ar/auth?redirectTo=%2Far%2Fcompte");
  await expect(page.getByRole("heading", { name: "تسجيل الدخول" })).toBeVisible();

  const user = await createUser(request);
  await loginAs(context, user);
  await page.goto("/ar/compte");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "حسابي" })).toBeVisible();
  await expect(page.getByRole("link", { name: "راسلنا" })).toHaveAttribute("href", "/ar/contact");
  await noHorizontalScroll(page);

  await hydrated(page);
  const profile = page.getByRole("form", { name: "ملفي الشخصي" });
  await profile.getByLabel("الهاتف").fill("اتصل بي");
  await profile.getByLabel("الشركة").fill("إيماجين");
  await profile.getByRole("button", { name: "حفظ الملف الشخصي" }).click();
  await expect(profile.getByText("رقم الهاتف غير صالح (أرقام ومسافات و+ فقط).")).toBeVisible();
  await expect(profile.getByLabel("الشركة")).toHaveValue("إيماجين");
  await profile.getByLabel("الهاتف").fill("+216 98 123 456");
  await profile.getByRole("button", { name: "حفظ الملف الشخصي" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "تم حفظ الملف الشخصي" })).toBeVisible();
  // The refused profile's 400 is the only error the browser logs.
  expect(consoleErrors.filter((error) => !error.includes("status of 400"))).toEqual([]);
});
