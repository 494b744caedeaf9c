// Types for the configs and scripts that import this plain-JS module.
export const aliases: Readonly<Record<'@/' | '@machines/' | '@tests/' | '@scripts/' | '@trace-store/', string>>;
