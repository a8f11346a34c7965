import type { ElementDeclaration } from './analyze.mjs';

export function enumValues(typeText?: string): string[];
export function interfaceName(tag: string): string;
export function elementsReference(elements: ElementDeclaration[], tokens: Map<string, string>): string;
export function elementTypes(elements: ElementDeclaration[]): string;
export function jsxTypes(elements: ElementDeclaration[]): string;
export function vscodeData(elements: ElementDeclaration[]): unknown;
export function webTypes(elements: ElementDeclaration[], pkg: { name: string; version: string }): unknown;
