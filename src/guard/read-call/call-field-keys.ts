// A field written as a dotted path in an argument KEY names the field the call writes:
//   hibob_update_employee {fields: {"custom.medical.allergies": "none"}}, bamboo / personio /
//   workday-style {"address.street": …}, config maps {"spring.datasource.url": …}, Mongo-style
//   $set {"profile.billing.iban": …}. Such a key is addressing (what the call acts on), like a
//   structural key; a plain one-word key ("name", "value") stays a key only.
const FIELD_PATH = /^[A-Za-z_$][\w$-]{0,40}(?:\.[A-Za-z_$][\w$-]{0,40}){1,6}$/;

/** The key is a dotted field path of two or more named segments (no digits-only segment). */
export function fieldPathKey(key: string): boolean {
  return key.length <= 200 && key.includes(".") && FIELD_PATH.test(key);
}
