import { reportMessages } from '../messages';

/** One core's producer codes as `producer/GetProducerCodes` answers them (000 §3, 001 §3). */
export interface CoreProducerCodes {
  core: string;
  producerCodes: { id: string; name: string; core: string }[];
}

/** 000 §3 "Tree node": id, text, core, items. Core nodes carry `core:` ids; leaves the producer code. */
export interface ProducerTreeNode {
  id: string;
  text: string;
  core: string;
  items: ProducerTreeNode[];
}

/** 000 §3: producers of core 'EOS' are not offered in the selector. */
export const EXCLUDED_CORES = ['EOS'];

/** 000 §3: the displayed name is the text before the first '|'. */
export function producerName(name: string): string {
  return name.split('|')[0].trim();
}

/** 001 §2: '(code without X) name'. */
export function producerNodeText(code: string, name: string): string {
  return `(${code.replace(/X/g, '')}) ${producerName(name)}`;
}

/** 001 §2: VT reads 'VIDA Y GENERALES' and RVT 'RETIRO'; any other core its own code. */
export function coreName(core: string): string {
  return reportMessages.coreNames[core] ?? core;
}

/** The producer selection tree: one node per core (EOS left out), its producer codes under it. */
export function buildProducerTree(
  codesPerCore: CoreProducerCodes[],
  excludedCores: string[] = EXCLUDED_CORES,
): ProducerTreeNode[] {
  return codesPerCore
    .filter(({ core }) => !excludedCores.includes(core))
    .map(({ core, producerCodes }) => ({
      id: `core:${core}`,
      text: coreName(core),
      core,
      items: producerCodes
        .filter((code) => !excludedCores.includes(code.core || core))
        .map((code) => ({
          id: code.id,
          text: producerNodeText(code.id, code.name),
          core: code.core || core,
          items: [],
        })),
    }))
    .filter((node) => node.items.length > 0);
}

function leaves(nodes: ProducerTreeNode[]): ProducerTreeNode[] {
  return nodes.flatMap((node) => (node.items.length ? leaves(node.items) : [node]));
}

/** The cores of the checked producers, for bodies that send them (scheduler `Cores`). */
export function coresOf(tree: ProducerTreeNode[], checkedIds: string[]): string[] {
  const checked = new Set(checkedIds);
  return [
    ...new Set(
      leaves(tree)
        .filter((leaf) => checked.has(leaf.id))
        .map((leaf) => leaf.core),
    ),
  ];
}

/** The checked producers' display texts, for the applied-filters text. */
export function producerTexts(tree: ProducerTreeNode[], checkedIds: string[]): string[] {
  const checked = new Set(checkedIds);
  return leaves(tree)
    .filter((leaf) => checked.has(leaf.id))
    .map((leaf) => leaf.text);
}

export function leafIds(node: ProducerTreeNode): string[] {
  return leaves([node]).map((leaf) => leaf.id);
}
