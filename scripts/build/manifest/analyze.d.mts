/** A custom element of dist/custom-elements.json as the r2wc plugin writes it, with its module's path. */
export interface ElementDeclaration {
  kind: 'class';
  name: string;
  tagName: string;
  path: string;
  summary: string;
  description: string;
  markup?: string;
  attributes?: {
    name: string;
    type: { text: string };
    description: string;
    default?: string;
    fieldName?: string;
    reflected?: boolean;
  }[];
  members?: { kind: 'field'; name: string; type: { text: string }; attribute: string; description: string }[];
  events?: {
    name: string;
    type: { text: string };
    description: string;
    target: 'element';
    onDocument?: string;
  }[];
  slots?: { name: string; description: string }[];
  cssParts?: { name: string; description: string }[];
  cssProperties?: { name: string; description: string; default?: string }[];
}

export interface Manifest {
  schemaVersion: string;
  modules: { kind: string; path: string; declarations: ElementDeclaration[] }[];
}

export function analyzeElements(root: string): Manifest;
export function elementsOf(manifest: Manifest): ElementDeclaration[];
