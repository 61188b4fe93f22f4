import { ContractsTable, CostThisMonth, HomeSummary } from "@oficina-virtual/portal-widgets";
import { pagesArea, useTexts } from "@oficina-virtual/portal-widgets/internal";

export default function HomePage() {
  const { homeHeading } = useTexts(pagesArea);
  return (
    <div className="ov:flex ov:flex-col ov:gap-6">
      <h1 className="ov:text-2xl ov:font-semibold ov:text-primary">{homeHeading}</h1>
      <HomeSummary headingLevel={2} />
      {/* 'Tu consumo este mes', the card of the contract picked last (or the first). */}
      <CostThisMonth headingLevel={2} />
      <ContractsTable headingLevel={2} />
    </div>
  );
}
