import type { Ajv, CodeKeywordDefinition, KeywordCxt } from 'ajv';
import { _, Name, type Code } from 'ajv';

/** The name ajv gives the validated root in generated code (its `names.rootData`). */
const rootData = new Name('rootData');

/*
 * The engine's own JSON Schema keywords. All generate code (no runtime functions), so validators
 * compiled with them can be written out as standalone modules and run under a CSP without
 * 'unsafe-eval'. Numbers in answers are usually numeric text; these keywords read them as the
 * conditions' json-logic operations do.
 */

const numberOf = (cxt: KeywordCxt, data: Code | Name): Name =>
  cxt.gen.const(
    'num',
    _`typeof ${data} == "number" ? ${data} : (typeof ${data} == "string" && /^\\s*-?\\d+(\\.\\d+)?\\s*$/.test(${data}) ? +${data} : NaN)`,
  );

/** `admitCompare: {op: 'lt'|'lte'|'gt'|'gte', value}`: numeric comparison; non-numbers fail. */
const admitCompare: CodeKeywordDefinition = {
  keyword: 'admitCompare',
  schemaType: 'object',
  code(cxt) {
    const { op, value } = cxt.schema as { op: string; value: number | string };
    const target = Number(value);
    const n = numberOf(cxt, cxt.data);
    const sign = { lt: _`<`, lte: _`<=`, gt: _`>`, gte: _`>=` }[op] ?? _`<`;
    cxt.fail(_`!(${n} === ${n} && ${n} ${sign} ${target})`);
  },
};

/** `admitNumber: {minimum?, maximum?, multipleOf?, integer?}`: a number (or numeric text) in range and step. */
const admitNumber: CodeKeywordDefinition = {
  keyword: 'admitNumber',
  schemaType: 'object',
  code(cxt) {
    const { minimum, maximum, multipleOf, integer } = cxt.schema as {
      minimum?: number;
      maximum?: number;
      multipleOf?: number;
      integer?: boolean;
    };
    const n = numberOf(cxt, cxt.data);
    let test: Code = _`${n} === ${n}`;
    if (minimum !== undefined) test = _`${test} && ${n} >= ${minimum}`;
    if (maximum !== undefined) test = _`${test} && ${n} <= ${maximum}`;
    if (integer) test = _`${test} && Number.isInteger(${n})`;
    if (multipleOf !== undefined) test = _`${test} && Math.abs(${n} / ${multipleOf} - Math.round(${n} / ${multipleOf})) < 1e-9`;
    cxt.fail(_`!(${test})`);
  },
};

/** `admitDate: true`: a real calendar date written YYYY-MM-DD. */
const admitDate: CodeKeywordDefinition = {
  keyword: 'admitDate',
  schemaType: 'boolean',
  code(cxt) {
    const { gen, data } = cxt;
    const ok = gen.let('dateOk', false);
    gen.if(_`typeof ${data} == "string" && /^\\d{4}-\\d{2}-\\d{2}$/.test(${data})`, () => {
      const y = gen.const('y', _`+${data}.slice(0, 4)`);
      const m = gen.const('m', _`+${data}.slice(5, 7)`);
      const d = gen.const('d', _`+${data}.slice(8, 10)`);
      const dt = gen.const('dt', _`new Date(Date.UTC(${y}, ${m} - 1, ${d}))`);
      gen.assign(ok, _`${y} >= 1000 && ${dt}.getUTCFullYear() === ${y} && ${dt}.getUTCMonth() === ${m} - 1 && ${dt}.getUTCDate() === ${d}`);
    });
    cxt.pass(ok);
  },
};

/**
 * `admitDateBound: {min?: id, max?: id}`: a YYYY-MM-DD date on or after / on or before the bound
 * dates the caller computed from "today" and passed in the validated data under `/c/d/<id>`.
 * A text that is not YYYY-MM-DD passes here (the date check reports it).
 */
const admitDateBound: CodeKeywordDefinition = {
  keyword: 'admitDateBound',
  schemaType: 'object',
  code(cxt) {
    const { gen, data } = cxt;
    const { min, max } = cxt.schema as { min?: string; max?: string };
    const bounds = gen.const('bounds', _`(${rootData} && ${rootData}.c && ${rootData}.c.d) || {}`);
    let test: Code = _`typeof ${data} != "string" || !/^\\d{4}-\\d{2}-\\d{2}$/.test(${data})`;
    let inRange: Code = _`true`;
    if (min !== undefined) inRange = _`${inRange} && (${bounds}[${min}] === undefined || ${data} >= ${bounds}[${min}])`;
    if (max !== undefined) inRange = _`${inRange} && (${bounds}[${max}] === undefined || ${data} <= ${bounds}[${max}])`;
    test = _`${test} || (${inRange})`;
    cxt.pass(test);
  },
};

/** `admitSameAs: otherKey`: equal to a sibling answer (a password confirmation). */
const admitSameAs: CodeKeywordDefinition = {
  keyword: 'admitSameAs',
  schemaType: 'string',
  code(cxt) {
    const other = cxt.schema as string;
    cxt.pass(_`${cxt.it.parentData} && ${cxt.data} === ${cxt.it.parentData}[${other}]`);
  },
};

/** Adds the engine's keywords to an ajv instance. */
export function addEngineKeywords(ajv: Ajv): Ajv {
  for (const keyword of [admitCompare, admitNumber, admitDate, admitDateBound, admitSameAs]) {
    if (!ajv.getKeyword(keyword.keyword as string)) ajv.addKeyword(keyword);
  }
  return ajv;
}
