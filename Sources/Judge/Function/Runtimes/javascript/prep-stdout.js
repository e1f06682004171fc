// prep: what the solution prints goes to stderr; the driver writes the answer to fd 1.
Object.defineProperty(process, 'stdout', { configurable: true, enumerable: true, get() { return process.stderr; } });
