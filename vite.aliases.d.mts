export declare const sourceAliases: Record<"@oficina-virtual/api-contract" | "@oficina-virtual/portal-widgets", string>;
