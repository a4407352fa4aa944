// The most common passwords of at least 8 characters (shorter ones are already refused by the
// length rule), from the public breach-derived top lists (SecLists "10k most common", NCSC's
// "100k-most-used" head) plus the obvious French and local ones. Checked case-insensitively, in
// the browser (a hint) and on the server (the rule). Kept small: its job is to stop the passwords
// an attacker tries first, not to replace a breach lookup.
const COMMON_PASSWORDS = [
  "12345678", "123456789", "1234567890", "12345678910", "123456789a", "123456789q", "1234567890a",
  "password", "password1", "password12", "password123", "password1234", "passw0rd", "p@ssw0rd",
  "p@ssword", "pa$$word", "qwertyuiop", "qwerty123", "qwerty1234", "qwertyui", "qwerty12",
  "azertyuiop", "azerty123", "azerty1234", "azertyui", "azerty12", "11111111", "111111111",
  "1111111111", "00000000", "000000000", "0000000000", "88888888", "99999999", "66666666",
  "22222222", "55555555", "12341234", "11223344", "87654321", "987654321", "0987654321",
  "12121212", "abcd1234", "abc12345", "abcdefgh", "abcdefg1", "1q2w3e4r", "1q2w3e4r5t",
  "1qaz2wsx", "1qaz2wsx3edc", "zaq12wsx", "zaq1zaq1", "q1w2e3r4", "q1w2e3r4t5", "a1b2c3d4",
  "iloveyou", "iloveyou1", "iloveyou2", "sunshine", "sunshine1", "princess", "princess1",
  "football", "football1", "baseball", "basketball", "superman", "batman123", "starwars",
  "trustno1", "welcome1", "welcome123", "whatever", "michelle", "jennifer", "jordan23",
  "babygirl", "computer", "internet", "elephant", "chocolate", "butterfly", "pokemon123",
  "liverpool", "chelsea1", "arsenal1", "barcelona", "realmadrid", "manchester", "letmein1",
  "letmein123", "monkey123", "dragon123", "master123", "shadow123", "charlie1", "mustang1",
  "changeme", "changeme123", "administrator", "admin123", "admin1234", "adminadmin", "root1234",
  "test1234", "test12345", "testtest", "guest123", "default1", "secret123", "motdepasse",
  "motdepasse1", "motdepasse123", "mot2passe", "bonjour1", "bonjour123", "soleil123",
  "doudou123", "chouchou", "loulou123", "marseille", "marseille13", "toulouse", "nicolas1",
  "jetaime1", "jetaime123", "tunisie1", "tunisie123", "tunisia1", "tunisia123", "tunis123",
  "imagine1", "imagine123", "imagine2024", "imagine2025", "imagine2026", "events123",
  "evenement", "mariage123", "azerty123456", "qwerty123456", "123123123", "123321123",
  "147258369", "159753456", "741852963", "963852741", "123qweasd", "qweasdzxc", "qwe123qwe",
  "asdfghjkl", "asdfasdf", "zxcvbnm1", "zxcvbnm123", "1password", "mypassword", "passpass",
  "samsung123", "google123", "facebook", "facebook1", "linkedin", "instagram", "hello123",
  "hellohello", "loveyou1", "lovelove", "summer2024", "summer2025", "winter2024", "spring2025",
  "autumn2025", "bienvenue", "bienvenue1", "azertyqsdf", "wxcvbn123", "aaaaaaaa", "abcabcabc",
];

const COMMON_SET = new Set(COMMON_PASSWORDS);

export function isCommonPassword(password: string): boolean {
  return COMMON_SET.has(password.trim().toLowerCase());
}
