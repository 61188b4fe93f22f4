export * from "./accountEmailFlows";
export * from "./clientCredentials";
export * from "./session";
export * from "./signup";
export * from "./contact";
