import type { Ajv, CodeKeywordDefinition, KeywordCxt } from 'ajv';
import { _, Name, stringify, type Code } from 'ajv';
// ajv's raw code fragment: how a function's own source goes into generated code.
import { _Code } from 'ajv/dist/compile/codegen/code.js';
import { toNumber } from '../conditions/answers.ts';
import { OPERATORS } from '../conditions/operators.ts';
import type { Operator } from '../config/condition.schema.ts';

/** The name ajv gives the validated root in generated code (its `names.rootData`). */
const rootData = new Name('rootData');

/*
 * The engine's own JSON Schema keywords. All generate code (no runtime functions), so validators
 * compiled with them can be written out as standalone modules and run under a CSP without
 * 'unsafe-eval'. Numbers in answers are usually numeric text; these keywords read them as the
 * conditions' json-logic operations do.
 */

/**
 * An operator of the table as a function in generated code: the same function visibility calls,
 * written into standalone validators by its source (so it must stand on its own).
 */
function operatorFunction(cxt: KeywordCxt, op: Operator): Name {
  const test = OPERATORS[op];
  if (!test) throw new Error(`Unknown condition operator: ${String(op)}`);
  return cxt.gen.scopeValue('func', {
    key: test,
    ref: test,
    code: new _Code(`(${test.toString()})`),
  });
}

/** The engine's one reading of numeric answers, as a function in generated code. */
const numberReader = (cxt: KeywordCxt): Name =>
  cxt.gen.scopeValue('func', {
    key: toNumber,
    ref: toNumber,
    code: new _Code(`(${toNumber.toString()})`),
  });

/**
 * `admitCondition: {key, op, target}`, on the answers object: the condition leaf "answer `key`
 * `op` `target`", decided by the engine's operator table (a missing answer is null).
 */
const admitCondition: CodeKeywordDefinition = {
  keyword: 'admitCondition',
  schemaType: 'object',
  code(cxt) {
    const { key, op, target } = cxt.schema as { key: string; op: Operator; target: unknown };
    const value = cxt.gen.const('v', _`${cxt.data}[${key}]`);
    cxt.pass(
      _`${operatorFunction(cxt, op)}(${value} === undefined ? null : ${value}, ${stringify(target)}, ${numberReader(cxt)})`,
    );
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
    const n = cxt.gen.const('num', _`${numberReader(cxt)}(${cxt.data})`);
    let test: Code = _`${n} === ${n}`;
    if (minimum !== undefined) test = _`${test} && ${n} >= ${minimum}`;
    if (maximum !== undefined) test = _`${test} && ${n} <= ${maximum}`;
    if (integer) test = _`${test} && Number.isInteger(${n})`;
    if (multipleOf !== undefined)
      test = _`${test} && Math.abs(${n} / ${multipleOf} - Math.round(${n} / ${multipleOf})) < 1e-9`;
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
      gen.assign(
        ok,
        _`${y} >= 1000 && ${dt}.getUTCFullYear() === ${y} && ${dt}.getUTCMonth() === ${m} - 1 && ${dt}.getUTCDate() === ${d}`,
      );
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
    if (min !== undefined)
      inRange = _`${inRange} && (${bounds}[${min}] === undefined || ${data} >= ${bounds}[${min}])`;
    if (max !== undefined)
      inRange = _`${inRange} && (${bounds}[${max}] === undefined || ${data} <= ${bounds}[${max}])`;
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

/**
 * `admitAnswered: true`: the answer is given (the table's `answered`). A keyword rather than
 * `not: {enum}`, which allocates a discarded error object for every answered field.
 */
const admitAnswered: CodeKeywordDefinition = {
  keyword: 'admitAnswered',
  schemaType: 'boolean',
  code(cxt) {
    cxt.pass(_`${operatorFunction(cxt, 'answered')}(${cxt.data}, null, ${numberReader(cxt)})`);
  },
};

/**
 * `admitLength: {min?, max?}`: string length in code points (as ajv's minLength counts), with a
 * fast path on UTF-16 length. A keyword, not a pattern: unicode regexes dominate validation time.
 */
const admitLength: CodeKeywordDefinition = {
  keyword: 'admitLength',
  schemaType: 'object',
  code(cxt) {
    const { data, gen } = cxt;
    const { min, max } = cxt.schema as { min?: number; max?: number };
    const len = gen.const(
      'len',
      _`typeof ${data} == "string" ? (/[\uD800-\uDFFF]/.test(${data}) ? Array.from(${data}).length : ${data}.length) : -1`,
    );
    let test: Code = _`${len} >= 0`;
    if (min !== undefined) test = _`${test} && ${len} >= ${min}`;
    if (max !== undefined) test = _`${test} && ${len} <= ${max}`;
    cxt.pass(test);
  },
};

/** `admitOneOf: [values]`: the answer is one of a fixed list of option values (a Set lookup). */
const admitOneOf: CodeKeywordDefinition = {
  keyword: 'admitOneOf',
  schemaType: 'array',
  code(cxt) {
    const values = cxt.schema as string[];
    const set = cxt.gen.scopeValue('obj', {
      key: values.join('\u0000'),
      ref: new Set(values),
      code: _`new Set(${stringify(values)})`,
    });
    cxt.pass(_`${set}.has(${cxt.data})`);
  },
};

/** The validation context (`/c` of the validated root): bound dates, block counts, chosen tabs. */
const contextOf = (member: 'n' | 't') =>
  member === 'n'
    ? _`((${rootData} && ${rootData}.c && ${rootData}.c.n) || {})`
    : _`((${rootData} && ${rootData}.c && ${rootData}.c.t) || {})`;

/** `admitBlockShown: {buttonId, index}`: add-another block `index` is shown (count at least index). */
const admitBlockShown: CodeKeywordDefinition = {
  keyword: 'admitBlockShown',
  schemaType: 'object',
  code(cxt) {
    const { buttonId, index } = cxt.schema as { buttonId: string; index: number };
    cxt.pass(_`(${contextOf('n')}[${buttonId}] || 0) >= ${index}`);
  },
};

/** `admitTabShown: {tabId, value}`: that tab is the chosen one. */
const admitTabShown: CodeKeywordDefinition = {
  keyword: 'admitTabShown',
  schemaType: 'object',
  code(cxt) {
    const { tabId, value } = cxt.schema as { tabId: string; value: string };
    cxt.pass(_`${contextOf('t')}[${tabId}] === ${value}`);
  },
};

/** `admitAnyTrue: [keys]` on one answer of an object: at least one of those sibling answers is true. */
const admitAnyTrue: CodeKeywordDefinition = {
  keyword: 'admitAnyTrue',
  schemaType: 'array',
  code(cxt) {
    const keys = cxt.schema as string[];
    const parent = cxt.it.parentData;
    const tests = keys.map((k) => _`${parent}[${k}] === true`);
    const any = tests.reduce((acc, t) => _`${acc} || ${t}`, _`false`);
    cxt.pass(_`${parent} && (${any})`);
  },
};

/** Adds the engine's keywords to an ajv instance. */
export function addEngineKeywords(ajv: Ajv): Ajv {
  for (const keyword of [
    admitAnswered,
    admitLength,
    admitOneOf,
    admitCondition,
    admitNumber,
    admitDate,
    admitDateBound,
    admitSameAs,
    admitBlockShown,
    admitTabShown,
    admitAnyTrue,
  ]) {
    if (!ajv.getKeyword(keyword.keyword as string)) ajv.addKeyword(keyword);
  }
  return ajv;
}
