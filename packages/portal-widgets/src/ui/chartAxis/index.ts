export { categoryInterval, edgeRoom, isNarrowChart, labelAnchor, labelWidth, NARROW_CHART } from "./chartAxis";
