/** One property of an RDF/XML resource description: a literal (with its language) or a resource. */
export interface RdfProperty {
  /** `dc:title` for a known namespace, `{uri}local` for any other. */
  name: string;
  value: string;
  resource: boolean;
  lang?: string;
}

/** A resource description of an RDF/XML document (`<edm:Agent rdf:about="…">…`). */
export interface RdfDescription {
  /** The class: `edm:Agent`, `ore:Proxy`, or `{uri}local` outside the known namespaces. */
  type: string;
  about: string;
  props: RdfProperty[];
}
