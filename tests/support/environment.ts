// Tests that change the environment put it back: the variables a file names are restored after each
// of its tests to what they were when the file started.
export function setEnv(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

export function restoreEnvAfterEach(...names: string[]): void {
  const saved = names.map((name) => [name, process.env[name]] as const);
  afterEach(() => {
    for (const [name, value] of saved) setEnv(name, value);
  });
}

/** The same, once after the whole file: for a variable a file sets for all of its tests. */
export function restoreEnvAfterAll(...names: string[]): void {
  const saved = names.map((name) => [name, process.env[name]] as const);
  afterAll(() => {
    for (const [name, value] of saved) setEnv(name, value);
  });
}
