import { defineRoute } from "../route";
import * as power from "../schemas/power";
import { json } from "./responses";

/** The insights on contracted power. */
export const powerRoutes = {
  powerInsight: defineRoute({
    method: "GET",
    path: "/ov/insights/power/{codAbonado}",
    host: "customer",
    auth: "bearer",
    request: { params: power.powerInsightParamsSchema },
    response: json(power.powerInsightResponseSchema),
    summary:
      "Monthly maximum demand per power period over the last 12 months, contracted power and its price in the contract's price plan valid today (electricity only: gas → 400; no price plan → 404)",
    errors: [404],
  }),
} as const;
