// The page decides where the portal's links go. Here: a contract's "Facturas" opens its
// details in a dialog on this page; everything else is only logged.
document.addEventListener("ov-navigate", function (event) {
  var log = document.getElementById("cms-log");
  var contract = /^\/invoices\/([^/?#]+)$/.exec(event.detail.to);
  if (contract) {
    event.preventDefault();
    var details = document.getElementById("contract-details");
    details.setAttribute("contract-code", decodeURIComponent(contract[1]));
    details.setAttribute("open", "");
    return;
  }
  log.textContent = "Navegación pedida: " + event.detail.to;
});
document.addEventListener("ov-success", function (event) {
  document.getElementById("cms-log").textContent = "Correcto: " + event.target.localName;
});
