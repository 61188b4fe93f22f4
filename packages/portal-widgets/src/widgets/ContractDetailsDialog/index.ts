/**
 * ContractDetailsDialog: 'Detalles del Contrato' (part 2 §2.5), used by AdminInvoices.
 *
 * Props (either form):
 * - `contract: { codAbonado (or code): string; line: Line } | null` and `onClose(): void`:
 *   keep it mounted; a non-null contract opens it, null closes it (a new search).
 * - `contractCode: string; line: Line; open?: boolean; onOpenChange(open): void`.
 * - `onError?(message, error)`: on a failed load the dialog closes and hands over
 *   'Se ha producido un error al intentar obtener la información del contrato {code}'; without
 *   it, the dialog shows that message where it is rendered.
 */
export {
  ContractDetailsDialog,
  type ContractDetailsDialogProps,
  type ContractDetailsTarget,
} from "../shared/contracts/ContractDetailsDialog";
