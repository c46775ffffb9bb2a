import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FuzzInput } from './inputs';
import type { JsonSchema, Operation } from './operations';
import type { Answer } from './send';

const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats(ajv);
ajv.addFormat('binary', true);
const compiled = new WeakMap<object, ValidateFunction>();

function validatorOf(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
  return validate;
}

/** What is wrong with an answer, if anything: the properties every answer of every operation must have. */
export function problemsOf(op: Operation, input: FuzzInput, answer: Answer): string[] {
  if (answer.failure?.startsWith('no enviado')) return [];
  if (answer.failure) return [answer.failure];
  const problems: string[] = [];
  const { status } = answer;
  if (status >= 500) problems.push(`respondió ${status}`);
  const ok = status >= 200 && status < 300;
  if (ok && op.auth && input.token !== 'valid')
    problems.push(`respondió ${status} sin una sesión válida (${input.token})`);
  if (ok && input.mustBeRefused) problems.push(`aceptó (${status}) una entrada que debía rechazar (${input.kind})`);
  const documented = op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`];
  if (!documented) return [...problems, `el estado ${status} no está documentado`];
  const type = answer.contentType.split(';')[0].trim().toLowerCase();
  const content = documented.content ?? {};
  if (!(type in content))
    return [
      ...problems,
      `respondió ${status} ${type || 'sin tipo'}, no documentado (${Object.keys(content).join(', ')})`,
    ];
  const schema = content[type]?.schema;
  if (type === 'application/json' && schema) {
    let body: unknown;
    try {
      body = JSON.parse(answer.body.toString('utf8'));
    } catch {
      return [...problems, `respondió ${status} con un JSON inválido`];
    }
    const validate = validatorOf(schema);
    if (!validate(body)) problems.push(`respondió ${status} fuera del esquema: ${ajv.errorsText(validate.errors)}`);
  }
  return problems;
}
