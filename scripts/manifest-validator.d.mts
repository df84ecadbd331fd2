export function manifestValidatorSource(manifestSchema: object): string
