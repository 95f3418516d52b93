/** The signed-in caller, attached to the request by the `autenticar` guard. */
export interface SesionActiva {
  sesionId: number;
  usuarioId: number;
  personaId: number;
  empresaId: number;
  negocioId: number;
  tipo: number;
  usuario: string;
  expiraEn: Date;
  /** Companies the user may read and write, computed at sign-in. */
  empresas: ReadonlySet<number>;
  /** Granted modules by id and by description, with their permission letters. */
  modulos: ReadonlyMap<number, ModuloConcedido>;
  modulosPorNombre: ReadonlyMap<string, ModuloConcedido>;
}

export interface ModuloConcedido {
  id: number;
  descripcion: string;
  link: string | null;
  asignaciones: string;
}

export function tieneLetra(modulo: ModuloConcedido | undefined, letra: string): boolean {
  return modulo !== undefined && modulo.asignaciones.includes(letra);
}

/** The caller's grant of a module, by name or id. */
export function moduloConcedido(sesion: SesionActiva, modulo: string | number): ModuloConcedido | undefined {
  return typeof modulo === 'number' ? sesion.modulos.get(modulo) : sesion.modulosPorNombre.get(modulo);
}
