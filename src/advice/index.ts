export { adviseExpectation, applyEdits, editableFields, type AdviseInput } from './advise.js'
export { blame, breakdownDeltas, type BlameOptions } from './blame.js'
export { isUnreachable } from './types.js'
export type { Advice, AdviceEdit, Blame, EditAdvice, EditField, Gainer, Standing, TermDelta, UnreachableAdvice } from './types.js'
