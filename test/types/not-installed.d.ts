// valibot as a user's project has it: not at all (tsconfig.json maps the name here); the published types
// must not need it
export {};
