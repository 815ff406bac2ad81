/** The fuzz targets `npm run fuzz` drives: one file each, one line here. */
import type { FuzzTarget } from '../target.js';
import { fileReaderTarget } from './file-reader.js';
import { httpHandlerTarget } from './http-handler.js';
import { jsonDecoderTarget } from './json-decoder.js';
import { protoDecoderTarget } from './proto-decoder.js';
import { userRegexTarget } from './user-regex.js';
import { yamlInputsTarget } from './yaml-inputs.js';

export const FUZZ_TARGETS: FuzzTarget[] = [protoDecoderTarget, jsonDecoderTarget, fileReaderTarget, httpHandlerTarget, yamlInputsTarget, userRegexTarget];
