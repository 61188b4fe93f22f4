import { ContractsTable, HomeSummary } from "@oficina-virtual/portal-widgets";
import { pagesArea, useTexts } from "@oficina-virtual/portal-widgets/internal";

export default function HomePage() {
  const { homeHeading } = useTexts(pagesArea);
  return (
    <div className="ov:flex ov:flex-col ov:gap-6">
      <h1 className="ov:text-xl ov:font-semibold ov:text-primary ov:sm:text-2xl">{homeHeading}</h1>
      <HomeSummary headingLevel={2} />
      <ContractsTable headingLevel={2} />
    </div>
  );
}
