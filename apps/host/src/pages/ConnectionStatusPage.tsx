import { usePortal } from "@oficina-virtual/portal-widgets";
import { useQuery } from "@tanstack/react-query";

/** The foundation's one page: proves the host → provider → typed client → API path works
 * end to end. The widget issues replace it with the full route map. */
export function ConnectionStatusPage() {
  const { client } = usePortal();
  const connection = useQuery({
    queryKey: ["connection"],
    queryFn: ({ signal }) => client.call("checkConnection", { signal }),
  });

  return (
    <main className="ov-root ov:mx-auto ov:max-w-2xl ov:p-6">
      <h1 className="ov:text-2xl ov:font-semibold ov:text-primary">Oficina Virtual</h1>
      <p className="ov:mt-4" role="status">
        {connection.isPending && "Comprobando la conexión…"}
        {connection.isSuccess && "La conexión se ha verificado correctamente."}
        {connection.isError && "No hay conexión con la Oficina Virtual. Llámanos al 900 908 178."}
      </p>
    </main>
  );
}
