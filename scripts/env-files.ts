// The variables of the files Next reads (.env, .env.local, .env.production, …), put in process.env for a
// tool that runs without Next (`npm run content`), so that it works on the database the site uses.
// Imported first: the modules after it read the environment as they load.
import { loadEnvConfig } from "@next/env";

loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });
