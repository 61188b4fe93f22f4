import type { CompleteMessages } from "../../messages";

export const dataExportLabels = {
  heading: "Download my data",
  intro:
    "Prepares a ZIP file with all the data we hold about you: profile, contracts, invoices, meter readings, load curves (in the CNMC format), requests, preferences, bank accounts, contact changes, sessions and account activity, each in JSON and in CSV.",
  start: "Prepare my data",
  preparing: "Preparing your data… {{percent}}%",
  progressLabel: "Progress of the preparation of your data",
  ready: "Your data is ready.",
  available: "You can download it until {{date}}.",
  download: "Download my data (ZIP)",
  downloadError: "We could not download the file. Please try again.",
  failed: "We could not prepare your data. Please try again in a few minutes.",
  retry: "Try again",
  busy: "We cannot prepare your data right now: you have other downloads in progress or have already requested it several times. Please try again later.",
  startError: "We could not start preparing your data. Please try again.",
} satisfies CompleteMessages["labels"]["dataExport"];
