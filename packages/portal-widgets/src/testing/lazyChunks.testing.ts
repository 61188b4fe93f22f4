import { loadAmountSlider } from "../ui/AmountRange/SliderSlot";

/**
 * The invoice lists' on-demand chunks (the rows' dialogs, the calendar, the slider), imported
 * before a test file's tests: a browser asks for them on a button's hover or focus, while
 * under jsdom their first import is a transform that a busy machine may stretch past a
 * findBy's wait. The behaviour tested is the same; only the wait goes.
 */
export async function warmInvoiceChunks(): Promise<void> {
  await Promise.all([
    import("../widgets/shared/insights/InsightDialogs"),
    import("../widgets/shared/insights/InsightPanels"),
    import("../widgets/shared/contracts/ContractDetailsDialog"),
    import("../ui/DateRangePicker/CalendarPopover"),
    loadAmountSlider(),
  ]);
}
