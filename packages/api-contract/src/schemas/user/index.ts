export * from "./accountEmailFlows";
export * from "./clientCredentials";
export * from "./contact";
export * from "./session";
export * from "./sessions";
export * from "./signup";
