"use client";

import { categoryOptions, type issueAddBodySchema } from "@oficina-virtual/api-contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import type { z } from "zod";
import { allContractsQuery, issueQueries } from "../../core/queries/domainQueries";
import { usePortal } from "../../core/react/portalHooks";
import { encodeQuotes } from "../../domain";
import { type IssueFormValues, issueFormSchema } from "../../forms/issue";
import { useFormState } from "../../ui/form";
import { useFormDraft } from "../shared/drafts/useFormDraft";
import { writeQuotaRefusal } from "../shared/quotas/writeQuotaRefusal";
import { newIdempotencyKey } from "./idempotencyKey";
import { useContractChoice } from "./useContractChoice";

type IssueAddInput = z.input<typeof issueAddBodySchema>;

export const EMPTY_ISSUE_FORM = {
  title: "",
  category: "",
  subcategory: "",
  line: "",
  cups: "",
  contractCode: "",
  description: "",
};
export type IssueFormFields = typeof EMPTY_ISSUE_FORM;

/** The new-issue payload (part 1 §3): double quotes of the title and description as
 * '&quot;', and empty fields left out. */
export function issuePayload(values: IssueFormValues): IssueAddInput {
  const body: Record<string, string> = {
    title: encodeQuotes(values.title),
    description: encodeQuotes(values.description),
    category: values.category,
    subcategory: values.subcategory,
    line: values.line,
    cups: values.cups,
    contractCode: values.contractCode,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value.trim() !== "")) as IssueAddInput;
}

/** A draft's values that are fields of this form. */
function pickFields(saved: Record<string, string>): Partial<IssueFormFields> {
  return Object.fromEntries(Object.keys(EMPTY_ISSUE_FORM).flatMap((name) => (name in saved ? [[name, saved[name]!]] : [])));
}

/** `message`: why the send was refused when the form's generic error would not say (over the quota). */
export type SendState = { status: "idle" } | { status: "error"; message?: string } | { status: "sent"; issueId: string };

type IssueFormState = ReturnType<typeof useFormState<IssueFormFields, IssueFormValues>>;

/** Sends the form: one Idempotency-Key per filled-in form, and after a 201 the open count and
 * the list reloaded. */
function useIssueSend(form: IssueFormState, draft: { clear: () => void }, onSuccess: ((result: { issueId: string }) => void) | undefined) {
  const { client, messages, locale } = usePortal();
  const queryClient = useQueryClient();
  const [sendState, setSendState] = React.useState<SendState>({ status: "idle" });
  // One key per filled-in form: a retry after a failure sends the same key (the server
  // answers the first request again instead of creating a second); any edit makes it a
  // new request with a new key.
  const keyRef = React.useRef<string | null>(null);
  React.useEffect(() => {
    keyRef.current = null;
  }, [form.values]);

  const submit = form.handleSubmit(async (output) => {
    keyRef.current ??= newIdempotencyKey();
    setSendState({ status: "idle" });
    try {
      const answer = await client.call("issueAdd", {
        headers: { "Idempotency-Key": keyRef.current },
        body: issuePayload(output),
      });
      // The second reading of the spec: only a 201 is success.
      if (!answer || (answer.status ?? 201) !== 201) throw new Error("issueAdd: not a 201");
      keyRef.current = null;
      draft.clear();
      setSendState({ status: "sent", issueId: answer.data.issue.id });
      onSuccess?.({ issueId: answer.data.issue.id });
    } catch (error) {
      // What was typed stays (the draft too); an over-quota refusal says how long to wait.
      const quota = writeQuotaRefusal(error, locale, messages);
      setSendState(quota ? { status: "error", message: quota } : { status: "error" });
      return;
    }
    // Then the open count and the list are reloaded (part 1 §4), also when no widget
    // shows them right now, so the home and the list are current when the user goes back.
    for (const { queryKey } of [issueQueries.openCount(client), issueQueries.list(client)]) {
      void queryClient.invalidateQueries({ queryKey, refetchType: "all" });
    }
  });

  return { submit, sendState };
}

/** The new-issue form's state: the choices it offers (categories, subcategories, lines,
 * CUPS), its draft, and the send. */
export function useIssueForm(onSuccess?: (result: { issueId: string }) => void) {
  const { client, messages } = usePortal();
  const categories = useQuery(issueQueries.categories(client));
  const contracts = useQuery({ ...allContractsQuery(client), staleTime: 5 * 60_000 });
  const rows = React.useMemo(() => contracts.data ?? [], [contracts.data]);
  const userCups = React.useMemo(() => [...new Set(rows.map((row) => row.cups))], [rows]);
  const schema = React.useMemo(() => issueFormSchema({ userCups }, messages), [userCups, messages]);
  const form = useFormState({ initialValues: EMPTY_ISSUE_FORM, schema });
  const { values, setValue } = form;
  const subcategories = useQuery({ ...issueQueries.subcategories(client, values.category), enabled: values.category !== "" });
  // What the user types survives an expired session: back on the next login.
  const draft = useFormDraft({
    form: "issue",
    values,
    restore: (saved) => form.reset({ ...EMPTY_ISSUE_FORM, ...pickFields(saved) }),
    reset: () => form.reset(),
  });
  const { submit, sendState } = useIssueSend(form, draft, onSuccess);
  const contract = useContractChoice(rows, values, setValue);

  const changeCategory = (category: string) => {
    setValue("category", category);
    setValue("subcategory", "");
  };
  return {
    form,
    submit,
    sendState,
    draft,
    categories: {
      options: categories.data ? categoryOptions(categories.data) : [],
      loading: categories.isPending,
      failed: categories.isError,
    },
    subcategories: { options: subcategories.data ?? [], loading: subcategories.isFetching, failed: subcategories.isError },
    contracts: { loading: contracts.isPending, failed: contracts.isError },
    ...contract,
    changeCategory,
  };
}
