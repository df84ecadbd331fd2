export { adviseExpectation, applyEdits, editableFields, prepareWithEdits, reorderCatalog, requirementOf, type AdviseInput } from './advise.js'
export { blame, breakdownDeltas, type BlameOptions } from './blame.js'
export { isListingOrder, isUnreachable } from './types.js'
export type { Advice, AdviceEdit, Blame, EditAdvice, EditField, EngineCheck, Gainer, ListingOrderAdvice, Requirement, Standing, TermDelta, UnreachableAdvice } from './types.js'
