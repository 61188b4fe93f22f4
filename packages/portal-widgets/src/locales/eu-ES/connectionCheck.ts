import type { CompleteMessages } from "../messages";

export const connectionCheck = {
  button: "Egiaztatu konexioa",
  success: "Konexioa behar bezala egiaztatu da.",
  failure: "Ez dago konexiorik Bulego Birtualarekin. Jarri harremanetan Bezeroarentzako Arretarekin telefono honetan: {{phone}}.",
} satisfies CompleteMessages["connectionCheck"];
