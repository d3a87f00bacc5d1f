export function resetDb(): void {}
