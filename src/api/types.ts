// The entities of spec section 3 live beside the machines (machines import nothing from src/);
// the API layer re-exports them so callers keep one import for the calls and their types.
export type * from '@machines/types';
