import { PortalProvider } from "@oficina-virtual/portal-widgets";
import { BrowserRouter, Route, Routes, useNavigate } from "react-router-dom";
import { ConnectionStatusPage } from "./pages/ConnectionStatusPage";

// Same origin: `npm start` serves the host and the API (customer and administrator
// hosts alike) on one port.
const API_BASE_URL = import.meta.env.VITE_API_BASE_URL ?? window.location.origin;
const ADMIN_API_BASE_URL = import.meta.env.VITE_ADMIN_API_BASE_URL ?? API_BASE_URL;

function RoutedPortal() {
  const navigate = useNavigate();
  return (
    <PortalProvider
      apiBaseUrl={API_BASE_URL}
      adminApiBaseUrl={ADMIN_API_BASE_URL}
      navigate={(to) => navigate(to)}
      onSessionExpired={() => navigate("/login")}
    >
      <Routes>
        <Route path="*" element={<ConnectionStatusPage />} />
      </Routes>
    </PortalProvider>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <RoutedPortal />
    </BrowserRouter>
  );
}
