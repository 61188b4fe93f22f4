// Contract details answers for tests and stories (not exported from the library).
export const electricityDetail = {
  Contrato: {
    codigoContrato: "100234",
    RazonSocial: "Comunidad de Propietarios Calle Mayor 5",
    Direccion: "Calle Mayor 5",
    ciudad: "Madrid",
    provincia: "Madrid",
    NIF: "H12345678",
    CUPS: "ES0021000000123456AB",
    codigoPostal: "28013",
    Tarifa: "3.0TD",
    Desde: "2022-03-01",
    Hasta: "2026-02-28",
    PotenciaContratadaP1: 15,
    PotenciaContratadaP2: 15.5,
    PotenciaContratadaP3: 0,
    PotenciaContratadaP4: 0,
    PotenciaContratadaP5: 0,
    PotenciaContratadaP6: 20,
    CaudalContrato: null,
  },
};

export const gasDetail = {
  Contrato: {
    codigoContrato: "200555",
    RazonSocial: "Comunidad de Propietarios Avenida del Puerto 12",
    Direccion: "Avenida del Puerto 12",
    ciudad: "Valencia",
    provincia: "Valencia",
    NIF: "H87654321",
    CUPS: "ES0230000000987654CD",
    codigoPostal: "46023",
    Tarifa: "RL.3",
    Desde: "2021-10-15",
    Hasta: null,
    PotenciaContratadaP1: null,
    CaudalContrato: 125.75,
  },
};
