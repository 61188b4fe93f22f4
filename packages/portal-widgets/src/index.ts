// The public API of @oficina-virtual/portal-widgets. Nothing that is not exported here is
// public: widgets, hooks and helpers import each other through their own modules.

// ---------------------------------------------------------------- provider and hooks
export { PortalProvider, type PortalProviderProps } from "./core/PortalProvider";
export { useIsAuthenticated, useIsBusy, useMessages, usePortal, useSession } from "./core/hooks";
export type { PortalConfig, PortalContainer, PortalContextValue } from "./core/portalContext";
export { defaultLinks, type PortalLinks } from "./core/links";

// ---------------------------------------------------------------- API client
export { ApiError, isApiError, type ApiErrorKind } from "./core/ApiError";
export { createApiClient, type PortalApiClient, type PortalRoutes } from "./core/apiClient";
export type {
  ApiClientOptions,
  CallOptions,
  DownloadResult,
  RawDownloadOptions,
  RequestInfo,
  Role,
} from "./core/apiClientTypes";

// ---------------------------------------------------------------- session
export { browserStorage, memoryStorage, type StorageAdapter } from "./core/storage";
export { SESSION_KEYS, type SessionKey } from "./core/sessionKeys";
export type {
  BusinessLine,
  SelectedProduct,
  SessionProfile,
  SessionState,
  SessionStatus,
  SessionTotals,
} from "./core/sessionState";
export type { LoginCredentials, LoginResult, SessionStore } from "./core/sessionStore";

// ---------------------------------------------------------------- messages
export { esES, type DeepPartial, type Messages } from "./locales";

// ---------------------------------------------------------------- domain and forms
// Helpers a host page may want beside the widgets (same es-ES formatting).
export { formatAmount, formatDate, formatNumber } from "./domain";

// ---------------------------------------------------------------- widgets
// (filled in as the widgets land)
