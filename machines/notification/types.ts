// The notification change's types that other flows name too (the session keeps a NotificationDraft).

export interface NotificationDraft {
  email: string;
}
