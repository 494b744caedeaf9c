// Where a browser keeps the demo backend's state between page loads (state.ts holds the state).

export interface DemoPersistence {
  load(): string | null;
  save(json: string): void;
}

export const DEMO_STATE_STORAGE_KEY = 'demo-backend-state';

/** Keeps the state in a Web Storage (the browser uses this tab's sessionStorage). */
export function storagePersistence(storage: Storage, key = DEMO_STATE_STORAGE_KEY): DemoPersistence {
  return {
    load: () => {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    save: (json) => {
      try {
        storage.setItem(key, json);
      } catch {
        // Storage full or disabled: the state still lives in memory until the next reload.
      }
    },
  };
}
