/**
 * `hands_off`: the reply hands the conversation to a human or another team ("I'll transfer you
 * to a human agent", "I've escalated this to our billing team, who will contact you", "A
 * specialist will reach out to you").
 *
 * What counts is *who carries on*: the user, or the request, is passed to a person or team, or
 * such a person is said to take it up with the user. So "transfer the funds" (an object that is
 * money), "our team will ship it tomorrow" (a team doing the work, not taking the conversation),
 * "you can contact billing at …" (a referral: the user is told where to go) and offers ("I can
 * connect you if you'd like", "Shall I escalate?") are not hand-offs. Sentences arrive normalised
 * by response-check.ts (lower case, accents folded, straight apostrophes).
 */
import { CLAUSE_DASH_24, CONDITION_AFTER_HANDOFF, CONDITION_OPENING, GENERIC_RULE_22, HANDOFF_24, HANDOFF_27, HANDOFF_36, HANDOFF_AWAITING_APPROVER_25, HANDOFF_DONE, HANDOFF_FOR_REVIEW_16, HANDOFF_FRAME_17, HANDOFF_REQUEST_PASSED, HANDOFF_TO_PERSON_20, LANG28_HANDOFF, candidates, listOf, rx } from './response-lexicon.js';
import type { PatternList } from './response-lexicon.js';
import { warmOnFirstUse } from './regex-warm.js';

const WHO = String.raw`(?:human|humans|person|people|someone|somebody|agent|agents|representative|rep|colleague|colleagues|teammate|specialist|specialists|supervisor|manager|managers|team|department|desk|expert|experts|advisor|adviser|staff|operator|engineer|engineers|member|members|lead|tier \d|tier-\d|officer|consultant|counterpart|support|billing|sales|returns|claims|customer service|customer care|help ?desk|tech support|technical support)`;
// "a human agent", "our billing team", "one of our account managers", "the claims desk".
const PARTY = String.raw`(?:(?:a|an|the|our|my|one of our|one of my|someone from our|your)\s+)?(?:[\w-]+\s+){0,3}?${WHO}\b`;
const CONVERSATION_OBJECT = String.raw`(?:you|your (?:call|chat|conversation|case|request|ticket|query|question|issue|inquiry|enquiry|complaint|claim|concern|details|message|file|account issue)|this (?:chat|conversation|call|case|ticket|request|issue|matter|one)|the (?:case|ticket|request|issue|matter|conversation|chat)|it|this|that)`;

// Compiled through the lexicon so the literal prefilter skips the patterns a sentence cannot match.
const EN: PatternList = listOf(...[
  // Active: "I'll transfer you to a human agent", "connecting you with one of our specialists".
  new RegExp(String.raw`\b(?:transfer|transferring|transferred|connect|connecting|connected|put|putting|patch|patching|patched|route|routing|routed|pass|passing|passed|hand|handing|handed|redirect|redirecting|redirected|forward|forwarding|forwarded|refer|referring|referred|escalate|escalating|escalated|assign|assigning|assigned|raise|raising|raised)\s+${CONVERSATION_OBJECT}\s+(?:(?:over|off|on|along|through|up|back)\s+)?(?:to|with)\s+${PARTY}`, 'u'),
  // "I'll hand you over to my colleague", "put you through to the claims desk" (not "put it on hold").
  /\b(?:hand|handing|handed)\s+(?:you|it|this|that|the case|your case)\s+(?:over|off)\b|\bput(?:ting)?\s+you\s+through\b/u,
  // Escalation needs no named target: escalating a case passes it to other people by definition.
  /\b(?:i(?:'ve| have)?|we(?:'ve| have)?|i'm|i am|we're|we are|i'll|i will|we'll|we will)\s+(?:just\s+|now\s+|already\s+)?(?:escalated|escalating|escalate)\s+(?:this|it|that|your|the)\b/u,
  // "Your ticket has been escalated", "your request has been assigned to a specialist".
  new RegExp(String.raw`\b(?:case|ticket|request|issue|query|complaint|claim|chat|conversation|matter|this|it|enquiry|inquiry)\s+(?:has been|have been|was just|is being|will be|'s been|is now|has now been)\s+(?:escalated\b|(?:transferred|assigned|passed(?: on| along)?|handed(?: over| off)?|forwarded|referred|routed)\s+to\s+${PARTY})`, 'u'),
  // replies22: an adverb before "been", a phrase after the request ("your complaint about the noise has
  // been …"), or the request the subject of a clause before ("Your query concerns
  // a disputed charge and has therefore been referred to our disputes desk").
  new RegExp(String.raw`\b(?:case|ticket|request|issue|query|complaint|claim|matter|enquiry|inquiry|and|which)(?:\s+(?:about|for|regarding|concerning|on|with|from)(?:\s+[\w'-]+){1,4}?)?\s+(?:has|have)\s+(?:(?:therefore|also|already|accordingly|now|just|today)\s+)?been\s+(?:escalated|transferred|assigned|passed(?: on| along)?|handed(?: over| off)?|forwarded|referred|routed)\s+to\s+${PARTY}`, 'u'),
  // replies22: the party is a person by what it then does with the user ("I've connected you with a
  // trained counsellor who will join this chat"), whatever its noun.
  new RegExp(String.raw`\b(?:transferred|connected|put|passed|handed|referred|forwarded)\s+(?:${CONVERSATION_OBJECT})\s+(?:over\s+|through\s+)?(?:to|with)\s+(?:a|an|the|our|one of our)\s+(?:[\w-]+\s+){0,3}?[\w-]+,?\s+who(?:'ll| will| is going to)\s+(?:now\s+|shortly\s+)?(?:join|contact|call|ring|reach|get back|be in touch|take|speak|talk|follow up|pick)\b`, 'u'),
  // "You're being transferred to our billing department", "you'll be connected with an agent".
  /\b(?:you(?:'ll| will)? be|you're being|you are being|you've been|you have been|you're now being)\s+(?:transferred|connected|put through|routed|redirected|passed|handed over)\b/u,
  /^(?:ok(?:ay)?,?\s+|sure,?\s+|alright,?\s+)?(?:transferring|connecting|routing|escalating|handing)\s+(?:you|this|your)\b/u,
  // Checklist fragments: "Transferred to a human agent ✅", "Escalated to Tier 2".
  new RegExp(String.raw`^(?:[^\p{L}]*)(?:transferred|escalated|handed over|passed on|forwarded|routed)\s+to\s+${PARTY}`, 'u'),
  // "Let me get a supervisor", "I'm looping in a colleague", "I've brought in our security team".
  new RegExp(String.raw`\b(?:let me|i'll|i will|i'm going to|i am going to|i'm|i am|i've|i have|we've|we have|we're|while i|as i)\s+(?:just\s+)?(?:get|getting|find|finding|grab|bring in|bringing in|brought in|loop in|looping in|looped in|page|paging|paged|involve|involving|involved)\s+(?:you\s+)?${PARTY}`, 'u'),
  // "…raised this with our technical team", "I've passed this to our finance team".
  new RegExp(String.raw`\b(?:raised|shared|flagged)\s+(?:this|it|your \w+)\s+with\s+${PARTY}`, 'u'),
  // replies18: the conversation or a report of it flagged or raised to a party, or with "them" who then
  // take it up ("I've flagged this conversation to our safety team", "raised a fault report with them;
  // they'll update you by text").
  new RegExp(String.raw`\b(?:raised|flagged|reported|shared)\s+(?:${CONVERSATION_OBJECT}|(?:a|an|the)\s+(?:[\w-]+\s+)?(?:report|ticket|case|request|referral))\s+(?:to|with)\s+(?:${PARTY}|(?:our|the|a|an)\s+(?:[\w&'-]+\s+){1,4}?(?:team|department|desk|unit|group)\b|them\b(?=[^.]{0,40}\b(?:they|who)(?:'ll| will)\s+(?:contact|update|call|email|reach out|be in touch|get back|follow up)))`, 'u'),
  // Another party takes it up with the user: "a member of our team will reach out to you".
  new RegExp(String.raw`\b${PARTY}\s+(?:from (?:our|the) (?:[\w-]+\s+){1,3}|of (?:staff|our team|the team|our [\w-]+ team)\s+)?(?:will|'ll|is going to|are going to|shall|should)\s+(?:now\s+|then\s+|soon\s+|directly\s+|personally\s+)?(?:contact|recontact|reach out|get back|call|phone|ring|email|e-mail|follow up|take over|take it from here|pick (?:this|it) up|be in touch|get in touch|join|be with you|respond|reply to you|assist you|help you)`, 'u'),
  // Fifth round of issue 16: "our support team has been notified", "you'll hear from a specialist",
  // "I'll have someone from returns call you", "I've asked a colleague to take over", "your case is
  // now with our fraud department".
  // handoff38: not the user's own people told ("Your manager has been notified." after a done, "provided their
  // manager has been informed" in a policy): they are kept informed, the request is not passed to them.
  new RegExp(String.raw`\b${PARTY}(?<!\b(?:your|their|his|her)\s+(?:[\w-]+\s+){0,3}[\w-]+)\s+(?:has|have) (?:now\s+|also\s+)?been\s+(?:notified|informed|alerted|looped in|brought in|assigned)\b|\byou(?:'ll| will| should)\s+(?:hear|get (?:a )?(?:call|reply|response|email|message)s?)\s+(?:back\s+)?from\s+${PARTY}`, 'u'),
  new RegExp(String.raw`\b(?:i'll|i will|let me|i'm going to|i am going to|we'll|we will)\s+have\s+${PARTY}\s+(?:from (?:our|the) (?:[\w-]+\s+){1,3})?(?:call|contact|email|reach out|get back|follow up|phone|ring)\b|\basked\s+${PARTY}\s+to\s+(?:take over|contact|call|reach out|follow up|get back|pick (?:this|it) up)\b|\b(?:case|ticket|request|issue|query|complaint|claim|matter|chat|conversation)\s+is\s+(?:now\s+)?with\s+${PARTY}`, 'u'),
  // "…, who will contact you", "they'll be in touch" after a hand-off target.
  /\b(?:team|department|desk|specialist|specialists|manager|colleague|engineers|agent|support|supervisor)\b[^.]{0,60}\b(?:who|they|she|he)(?:'ll| will)\s+(?:contact|reach out|be in touch|get in touch|email|call|respond|get back|follow up)/u,
].map((re) => rx(re.source)));

// Spanish, German, French, Italian and Portuguese (accents folded).
const OTHER: PatternList = listOf(...[
  /\b(?:te|le|lo|la|los|las)\s+(?:transfiero|paso|comunico|conecto|derivo|pongo en contacto)\s+(?:con|a)\s+(?:un|una|el|la|nuestro|nuestra|nuestros|otro|otra)\b/u,
  /\b(?:he|hemos)\s+(?:escalado|derivado|trasladado|remitido|transferido|pasado)\s+(?:tu|su|el|la|este|esta)\s+(?:caso|solicitud|consulta|peticion|reclamacion|incidencia|chat|conversacion)/u,
  /\b(?:un|una|el|la|nuestro|nuestra)\s+(?:\w+\s+)?(?:agente|asesor|asesora|especialista|companero|companera|equipo|supervisor|supervisora|persona|tecnico|responsable|gestor|gestora)\b[^.]{0,40}\bse\s+(?:pondra|comunicara)\s+en\s+contacto/u,
  /\bich\s+(?:verbinde|leite|ubergebe|stelle)\s+sie\s+(?:\w+\s+)?(?:mit|an|zu)\s+(?:einem|einer|einen|eine|unserem|unserer|unseren|unser|dem|der|den)\b/u,
  // "an unser Abrechnungsteam weitergeleitet", not "die E-Mail an Sie weitergeleitet".
  /\ban\s+(?:unser\w*|das|die|den|einen|eine|einem|ein)\s+(?:\w+\s+)?(?:\w*team|\w*abteilung|kolleg\w*|spezialist\w*|support|fachbereich|mitarbeiter\w*|vorgesetzt\w*)\s+(?:\w+\s+)?(?:weitergeleitet|ubergeben|eskaliert|weitergegeben)\b/u,
  // lang28: not another case told as an example ("Ich habe gestern einen ähnlichen Fall eskaliert").
  /(?<!\b(?:ein|einen|einem|eine|einer|ahnlichen|anderen|solchen)\s)\b(?:anliegen|fall|ticket|anfrage|beschwerde)\s+(?:\w+\s+){0,3}(?:eskaliert|weitergeleitet)\b/u,
  /\b(?:ein|eine)\s+(?:\w+\s+)?(?:mitarbeiter|mitarbeiterin|kollege|kollegin|spezialist|spezialistin|berater|beraterin|techniker)\w*\s+(?:wird sich|meldet sich|wird sie)\b/u,
  /\bje vous\s+(?:transfere|passe|mets en relation|redirige|oriente)\s+(?:avec|a|vers|aupres)\b/u,
  /\bj'ai\s+(?:transmis|transfere|escalade|remonte)\s+(?:votre|ta|ton|vos)\s+(?:demande|dossier|requete|reclamation|question|ticket|cas)\b/u,
  /\b(?:un|une|notre)\s+(?:\w+\s+)?(?:conseiller|conseillere|agent|specialiste|collegue|technicien|equipe|responsable)\b[^.]{0,30}\b(?:va vous|vous)\s+(?:contacter|recontacter|rappeler|recontactera|contactera|rappellera)/u,
  /\b(?:ti|la|le|vi)\s+(?:trasferisco|passo|metto in contatto)\s+(?:con|a)\s+(?:un|una|il|la|lo|nostro|nostra|un')/u,
  /\bho\s+(?:inoltrato|trasferito|girato|passato|inviato)\s+(?:la tua|la sua|il tuo|il suo|la|il)\s+(?:richiesta|pratica|segnalazione|reclamo|caso|ticket)\s+(?:al|alla|a|all')/u,
  /\b(?:un|una|il|la|nostro|nostra)\s+(?:\w+\s+)?(?:operatore|operatrice|collega|consulente|specialista|tecnico|team)\b[^.]{0,30}\b(?:ti|la|vi)\s+(?:contattera|ricontattera|richiamera)/u,
  /\bvou\s+(?:transferir|passar|encaminhar)\s+(?:voce|o senhor|a senhora|o seu|a sua|seu|sua)\b[^.]{0,30}\bpara\s+(?:um|uma|o|a|nosso|nossa)\b/u,
  /\b(?:encaminhei|transferi|escalei|repassei)\s+(?:o seu|a sua|seu|sua|o|a)\s+(?:caso|pedido|solicitacao|chamado|reclamacao|ticket)\b/u,
  /\b(?:um|uma|o|a|nosso|nossa)\s+(?:\w+\s+)?(?:atendente|agente|especialista|consultor|consultora|tecnico|equipe)\b[^.]{0,30}\bentrara\s+em\s+contato/u,
].map((re) => rx(re.source)));

const r = String.raw;
/** replies8 round of issue 16 — hand-offs in more forms: a named colleague "from our X team", the team named in an earlier
 * clause ("passed the details to them … they'll email you"), separable and enclitic verbs. */
const HANDOFF_MORE_STYLES: PatternList = listOf(
  rx(r`\b(?:looped|loop|looping|brought|bring|bringing|pulled|pull) in (?:[\w-]+ ){1,2}from (?:our|the) (?:[\w-]+ ){0,2}(?:team|department|desk|group|unit)\b|\b(?:he|she|they)(?:'ll| will) take (?:it|this|things|over) from here\b`),
  rx(r`\b(?:passed|forwarded|sent|handed|given|referred|escalated|transferred)\b[^.]{0,40}\bto (?:them|him|her)\b[^.]{0,80}\b(?:they|he|she)(?:'ll| will) (?:contact|reach out|be in touch|get in touch|email|e-mail|call|phone|respond|get back|follow up)\b`),
  rx(r`\b(?:ich|wir) (?:leite|leiten|gebe|geben|reiche|reichen)\b(?: \S+){0,6} an (?:unser\w*|die|den|das|einen|eine|ein)\b(?: \S+){0,3} weiter\b|\bich werde sie (?:mit|an) (?:\S+ ){0,3}(?:verbinden|weiterleiten|ubergeben)\b`),
  rx(r`\b(?:paso|traslado|derivo|remito|transfiero|escalo) (?:tu|su|el|la|este|esta) (?:caso|solicitud|consulta|peticion|reclamacion|incidencia) (?:a|al)\b|\bvoy a (?:transferir|pasar|comunicar|conectar|derivar)(?:le|te|la|lo|les) (?:con|a)\b`),
  rx(r`\bje (?:transmets|transfere|remonte|fais suivre) (?:votre|ta|ton|vos) (?:demande|dossier|requete|reclamation|question|ticket|cas) (?:a|au|aux|vers)\b|\bje vais vous (?:transferer|passer|mettre en relation|rediriger)\b`),
  rx(r`\b(?:inoltro|trasferisco|giro) (?:la tua|la sua|il tuo|il suo) (?:richiesta|pratica|segnalazione|reclamo|caso|ticket) (?:al|alla|a|all'|ai)|\bsto per (?:trasferir|passar|metter)(?:ti|la|vi)\b`),
  rx(r`\b(?:encaminho|transfiro|repasso) (?:o seu|a sua|seu|sua|o|a) (?:caso|pedido|solicitacao|chamado|reclamacao|ticket) (?:para|ao|a)\b|\bvou (?:transferi|encaminha|passa)-(?:lo|la|los|las)\b[^.]{0,30}\bpara\b`),
);

/** replies9 round of issue 16 — the request passed on in words the lists above lack: a ticket or case
 * opened with a team ("I've raised ticket #4412 with our accounts team", "logged a case with our
 * network engineers") and the issue sent or reported to a team ("ive sent this to the security team");
 * in es/de/fr/it/pt too. A document sent to someone (an invoice, a form) is not the conversation. */
const TEAM = String.raw`(?:(?:the|our|my|one of our)\s+)?(?:[\w-]+\s+){0,3}?(?:team|teams|department|desk|specialists?|engineers?|support|supervisor|manager|colleagues?|staff|experts?|group|unit|billing|accounts|security|returns|claims)\b`;
const HANDOFF_PASSED_ON: PatternList = listOf(
  rx(r`\b(?:raised|opened|logged|filed|lodged|created|submitted|put in|placed)\s+(?:a |an |the )?(?:new |support |priority |urgent |internal |formal )?(?:ticket|case|incident|support request)(?:\s+(?:no\.?\s*|number\s*)?#?[\w-]*\d[\w-]*)?\s+(?:with|for)\s+${TEAM}`),
  rx(r`\b(?:sent|reported|flagged|submitted|escalated|passed|forwarded|handed|referred)\s+(?:this|that|it|(?:your|the) (?:case|ticket|request|issue|query|question|complaint|problem|concern|enquiry|inquiry|report))\s+(?:(?:over|on|along|up|through)\s+)?to\s+${TEAM}`),
  rx(r`\b(?:he|hemos) (?:abierto|creado|registrado|levantado) (?:un|una) (?:ticket|caso|incidencia|reporte)\b[^.]{0,30}\b(?:con|para|a|al) (?:el |nuestro |nuestra |la )?(?:equipo|departamento|area|soporte)\b|\b(?:he|hemos) (?:enviado|reportado|mandado|pasado) (?:esto|eso|tu caso|su caso|tu consulta|su consulta|tu incidencia|su incidencia) (?:a|al) (?:nuestro |nuestra |el |la )?(?:equipo|departamento|area)\b`),
  rx(r`\b(?:ich habe|wir haben) (?:ein|einen) (?:ticket|fall|vorgang|meldung)\b[^.]{0,40}\bbei (?:unserem|unserer|dem|der)\b[^.]{0,30}\b(?:eroffnet|erstellt|angelegt|aufgemacht)\b|\b(?:ich habe|wir haben) (?:das|dies|es|ihr anliegen|ihre anfrage|ihren fall) an (?:unser\w*|das|die|den) (?:\w+ )?(?:\w*team|\w*abteilung|support|kolleg\w*|spezialist\w*)\b[^.]{0,20}\b(?:geschickt|gesendet|gemeldet)\b`),
  rx(r`\bj'ai (?:ouvert|cree|enregistre) (?:un ticket|un dossier|un signalement|une demande d'assistance)\b[^.]{0,30}\b(?:aupres de|avec) (?:notre|l'|la|le) ?(?:equipe|service|departement)\b|\bj'ai (?:envoye|signale|transmis) (?:cela|ceci|ca|votre demande|votre dossier|votre probleme) (?:a|au) (?:notre |l'|la )?(?:equipe|service|departement)\b`),
  rx(r`\bho (?:aperto|creato|registrato) (?:un ticket|una segnalazione|una pratica)\b[^.]{0,30}\b(?:con il|con la|presso il|presso la|al|alla|all') (?:nostro |nostra )?(?:team|reparto|ufficio|servizio)\b|\bho (?:inviato|segnalato|girato) (?:questo|questa|cio|la tua segnalazione|il tuo problema) (?:al|alla|all') (?:nostro |nostra )?(?:team|reparto|ufficio|servizio)\b`),
  rx(r`\b(?:abri|criei|registrei) (?:um chamado|um ticket|um caso|uma solicitacao)\b[^.]{0,30}\b(?:com a|com o|junto a|junto ao|para a|para o) (?:nossa |nosso )?(?:equipe|equipa|time|departamento|setor)\b|\b(?:enviei|reportei|repassei) (?:isso|isto|o seu caso|o seu problema|a sua solicitacao) (?:para|a|ao) (?:a |o )?(?:nossa |nosso )?(?:equipe|equipa|time|departamento|setor)\b`),
);

/** replies10 round of issue 16 — the receiver named as a role outside WHO ("Dr Lee's secretary",
 * "the chef", "one of our nurses", "the Financial Controller", "Payroll"), a request passed on in the
 * passive ("has been forwarded to our Customer Relations department"), and the same passive in
 * es/de/fr/it/pt ("transmise à notre service bagages", "inoltrata all'ufficio amministrazione"). */
const WHO_ROLE = String.raw`(?:${WHO}|secretary|secretaries|chef|chefs|nurse|nurses|doctor|doctors|gp|physician|pharmacist|pharmacy team|clinician|dentist|controller|office|service|reception|receptionist|concierge|accountant|accounts|payroll|hr|adjuster|underwriter|technician|technicians|approver|duty manager|front desk)`;
const PARTY_ROLE = String.raw`(?:(?:a|an|the|our|my|your|one of our|one of my)\s+)?(?:[\w'-]+\s+){0,3}?${WHO_ROLE}\b`;
const PASSED_THING = String.raw`(?:it|this|that|you|your (?:[\w-]+ ){0,2}?(?:message|question|request|query|case|ticket|complaint|claim|enquiry|inquiry|issue|details|note|concern|file))`;
const HANDOFF_ROLES: PatternList = listOf(
  rx(String.raw`\b(?:has|have|'s|'ve) (?:now |just |also )?been (?:escalated|forwarded|passed(?: on| along)?|referred|handed over|transferred|assigned|routed) (?:on )?to ${PARTY_ROLE}`),
  rx(String.raw`\b(?:passed|passing|pass|forwarded|forwarding|forward|referred|referring|escalated|escalating|handed|handing|transferring|connecting|connect|putting|routing)\s+${PASSED_THING}\s+(?:(?:on|along|over|through)\s+)?(?:to|with)\s+${PARTY_ROLE}`),
  rx(String.raw`\b(?:a|ont) ete (?:transmise?s?|transferee?s?|envoyee?s?|escaladee?s?) (?:a|au|aux|vers) (?:notre |votre |la |le |l')?(?:\w+ )?(?:service|equipe|departement|conseiller|medecin|secretariat|responsable)\b|\b(?:e|sono) stat[oaie] (?:inoltrat|trasferit|girat|passat)[oaie] (?:al|alla|all'|a|ai) ?(?:nostro |nostra )?(?:ufficio|reparto|servizio|team|medico|responsabile|amministrazione)\b`),
  rx(String.raw`\b(?:ha|han) sido (?:remitid|derivad|trasladad|transferid|escalad)[oa]s? (?:a|al) (?:nuestro |nuestra |el |la )?(?:departamento|equipo|servicio|area|oficina|responsable)\b|\b(?:wurde|wurden) (?:\w+ ){0,3}an (?:unser\w*|die|den|das) (?:\w+ )?(?:\w*team|\w*abteilung|\w*stelle|\w*buro|\w*service)\w* (?:weitergeleitet|ubergeben|eskaliert)\b|\b(?:foi|foram) (?:encaminhad|transferid|escalad|repassad)[oa]s? (?:para|ao|a) (?:o |a |nosso |nossa )?(?:departamento|equipe|setor|servico|responsavel)\b`),
);

/** Looser hand-off forms (replies12 round of issue 16): an adverb before the receiver ("I am connecting you
 * now with the reservations desk"), a long receiver in a German separable verb ("Ich leite Ihr
 * Anliegen an einen Kollegen aus dem technischen Support weiter"), casual Portuguese and Spanish
 * ("vou te passar pra um atendente"), a bare "Escalated to Finance; they will reach out" and a
 * message left with a team asking it to call back. */
const HANDOFF_LOOSE_FORMS: PatternList = listOf(
  rx(String.raw`\b(?:connecting|connect|putting|transferring|passing|routing|handing) you (?:now|right now|directly|straight|over|across) (?:through |over )?(?:to|with) ${PARTY_ROLE}`),
  rx(r`\b(?:ich|wir) (?:leite|leiten|gebe|geben|reiche|reichen)\b(?: \S+){0,6} an (?:unser\w*|die|den|das|einen|eine|ein|einem|einer)\b(?: \S+){0,7} weiter\b`),
  rx(r`\bvou (?:te|lhe|voce) (?:passar|transferir|encaminhar|conectar) (?:pra|para|pro|com|ao|a) (?:um|uma|o|a|nosso|nossa)\b|\b(?:te|le) (?:voy a pasar|paso ahora|pongo) con (?:un|una|el|la|nuestro|nuestra)\b`),
  rx(String.raw`^(?:[^\p{L}]*)(?:escalated|passed|forwarded|handed over|referred|sent) to (?:the |our )?(?:[\w-]+ ){0,2}[\w-]+\s*[;,—–-]+\s*(?:they|who)(?:'ll| will) (?:reach out|contact you|call you|email you|be in touch|get in touch|get back to you|follow up)`),
  rx(String.raw`\b(?:sent|left|passed) (?:a|an) (?:message|note|request|e-?mail) (?:to|for|with) ${PARTY_ROLE} (?:asking (?:for|them to) (?:a )?(?:call-?back|call|ring|contact)|to (?:call|ring|contact) you)`),
);

/** handoff38 round of issue 16 — one frame for a hand-off told as people write tickets and emails rather than with
 * a transfer word: the agent (or "we") passes this request, case or ticket (by its number too), or the user's
 * details, to another person, team or office who will act on it — forwarded, escalated, passed, referred,
 * raised with, looped in, involved, asked to review, requested from, told with a follow-up promised. The
 * receiver is a role or team, a titled name ("Mr Kaplan", "Frau Demir", "Dr Shah's surgery"), an @mention, or
 * "them/him/her" who then act. The agent must be the one passing it on now: "you forwarded it", "please
 * escalate it to your manager" (an instruction), "I can forward it" (an offer, NOT_YET) and "we have sent you an
 * email" (the user is no receiver) are not hand-offs. */
const AGENT_EN = r`\b(?:i|we)(?:'ve| have| just| also)?(?: (?:just|now|already|also|therefore|so|then|gone ahead and))?`;
const INTENT_EN = r`\b(?:i'm|i am|we're|we are)? ?(?:gonna|going to)`;
const ROLE = r`(?:${WHO_ROLE}|handler|handlers|surgery|practice|clinic|insurer|office|officer|officers|coordinator|partner|admin|administrator|committee|board|owner|level|line|desk|operations|ops|procurement|facilities|legal|finance|payroll|landlord|solicitor|lawyer|council|school|registry|registrar|housekeeping|maintenance|principal|head)`;
const TITLED = r`(?:mr|mrs|ms|miss|dr|prof|professor|sir|dame)\.? [\w'-]+`;
const RECEIVER_EN = r`(?:${TITLED}|@[\w.-]+|(?:(?:the|our|a|an|your|their|his|my)\s+)?(?:[\w'&-]+\s+){0,4}?${ROLE}\b)`;
const THING_EN = r`(?:it|this|that|(?:your|the|this|his|her|their|a|an)(?: [\w-]+){0,2}? (?:request|case|ticket|query|question|claim|complaint|issue|enquiry|inquiry|concern|details|email|e-mail|message|file|matter|report|fault|application|problem|note|appeal|dispute|order)s?|[a-z]{2,}-?\d{3,}[\w-]*)(?: (?:and|&) (?:the |your )?[\w-]+)?(?: (?:for|about|on|regarding|of) [^.;,]{1,40}?)?`;
const THEN_ACTS = r`[^.]{0,80}?\b(?:who|they|he|she|(?:a|an|the|our) [\w-]+(?: [\w-]+)?)(?:'ll| will| is going to| are going to| should)\b`;
const VERB_EN = r`(?:forwarded|forward|forwarding|escalated|escalate|escalating|passed|pass|passing|referred|refer|referring|given|give|giving|handed|routed|assigned|transferred|raised|raise|raising|sent|send)`;
// The request itself (or its details) as the object passed on, in each language: not a link, a photo or a document.
const REQ_DE = r`(?:\w*fall|ticket|anliegen|anfrage|antrag|beschwerde|vorgang|meldung|reklamation|frage|unterlagen|daten|nachricht|e-mail|email|mail)\w*`;
const REQ_FR = r`(?:demande|dossier|requete|reclamation|question|ticket|cas|signalement|message|coordonnees)s?`;
const REQ_ES = r`(?:caso|solicitud|consulta|peticion|reclamacion|incidencia|ticket|expediente|pregunta|datos|correo|mensaje|queja|duda)(?:es|s)?`;
const REQ_IT = r`(?:richiest[ae]|pratic[ah]e?|segnalazion[ei]|reclam[oi]|caso|ticket|domand[ae]|dati|email|messaggio)`;
const REQ_PT = r`(?:pedido|solicitacao|caso|chamado|ticket|reclamacao|processo|requerimento|duvida|pergunta|dados|mensagem|e-mail)s?`;
const PASS_ES = r`(?:derivado|escalado|trasladado|remitido|pasado|enviado|reenviado|transferido)`;
const PASS_IT = r`(?:inoltrat|girat|passat|trasmess|trasferit|scalat|escalat|affidat)[oaie]`;
const FR_ROLE = r`(?:service|equipe|support|departement|conseiller|conseillere|responsable|collegue|medecin|secretariat|niveau|direction|comptab\w*|mairie|madame|monsieur|mme|m\.|dr|juridique|rh|technicien|specialiste|gestionnaire|superviseur)`;
const ES_ROLE = r`(?:equipo|departamento|area|responsable|supervisor\w*|companer[oa]s?|especialista|gestor\w*|soporte|nivel|oficina|servicio|asesor\w*|abogad\w*|juridico|legal|rrhh|nominas|contabilidad|direccion|sr|sra|senor\w*|doctor\w*|dr|dra|tecnic[oa]s?|secretaria)`;
const IT_ROLE = r`(?:ufficio|reparto|team|servizio|responsabile|collega|colleghi|tecnic[oi]|legale|amministrazione|supporto|livello|manager|referente|dott\w*|sig|signor\w*|medico|segreteria|hr|risorse umane|paghe|direzione)`;
const PT_ROLE = r`(?:secretaria|equipe|equipa|time|setor|departamento|area|responsavel|gestor\w*|supervis\w*|colega|especialista|suporte|nivel|juridico|rh|financeiro|tecnic[oa]|dr|dra|sr|sra|senhor\w*|doutor\w*|coordena\w*|diretor\w*)`;
const DE_ROLE = r`(?:frau|herrn?|dr|kolleg\w*|\w*team|\w*abteilung|\w*amt|\w*stelle|\w*buro|\w*dienst|support|level|fachbereich|\w*leitung|vorgesetzt\w*|mitarbeiter\w*|spezialist\w*|personal\w*|hr|finanz\w*|rechts\w*|einkauf|service\w*)`;
const FORWARDED_38: PatternList = listOf(
  // en: "I have escalated REQ-6610 to the Procurement Operations team", "I give your email to Mr Kaplan", "I've
  // raised a fault with our field engineers", "passed your request for 14 rooms to them, and a coordinator will …".
  rx(r`${AGENT_EN} ${VERB_EN} ${THING_EN} (?:(?:on|over|along|up|across)\s+)?(?:to|with) (?:${RECEIVER_EN}|(?:them|him|her)\b(?=${THEN_ACTS}))`),
  // en: "I've asked her to review it", "we've requested it from Dr Shah's surgery" (the thing named before, which the
  // receiver now provides; not "requested a callback from the clinic", the user's request done), "I've let the investigating
  // officer know …, and she will contact you", "gonna loop in @Facilities-Leeds".
  rx(r`${AGENT_EN} asked (?:${RECEIVER_EN}|them|him|her) to (?:review|approve|authori[sz]e|look into|look at|check|assess|decide|handle|deal with|sort|action|process|sign off|investigate|take a look|pick (?:it|this) up|hold|merge|issue|reissue|correct|amend|fix)\b|${AGENT_EN} requested (?:it|this|that|them) from ${RECEIVER_EN}|${AGENT_EN} let ${RECEIVER_EN} know${THEN_ACTS}|(?:${AGENT_EN}|${INTENT_EN}|\blet me|\bi'll|\bwe'll) (?:loop|looped|looping|cc'd|cc|copied|pulled|pull) in ${RECEIVER_EN}`),
  // de: "Ich habe deinen Fall an Frau Demir im Immatrikulationsamt weitergegeben", "Hab dein Ticket an den 2nd Level
  // weitergegeben" (the request or "es" passed, not "den Link"); involving: "habe die Rechtsabteilung eingebunden".
  rx(r`\b(?:hab|habe|haben)\b(?: \S+){0,3}? (?:${REQ_DE}|es|das|dies)\b(?: \S+){0,2}? an (?:\S+ ){0,2}?${DE_ROLE}\b(?: \S+){0,4}? (?:weitergegeben|weitergeleitet|eskaliert|ubergeben|ubermittelt)\b|\b(?:hab|habe|haben) (?:ich |wir )?(?:\S+ ){0,3}?${DE_ROLE}\b(?: \S+){0,3}? (?:eingebunden|hinzugezogen|einbezogen|eingeschaltet)\b`),
  // fr: "Je l'ai escaladé au support niveau 2", "j'ai transmis votre réclamation au service", "à qui nous l'avons
  // transmise", "j'ai saisi le service juridique".
  rx(r`\b(?:je l'ai|nous l'avons|je les ai|nous les avons|(?:j'ai|nous avons)(?= (?:\S+ ){1,4}?(?:votre|ta|ton|vos|la|le|cette|ce) (?:\S+ )?${REQ_FR}\b)) (?:donc |deja |bien |aussi )?(?:transmis|escalade|remonte|transfere|fait suivre|redirige|confie|envoye)e?s? (?:\S+ ){0,4}?(?:a|au|aux|aupres d[eu']?|vers|a la|a l') ?(?:\S+ ){0,2}?${FR_ROLE}\b|\ba (?:qui|laquelle|lequel|lesquels) (?:nous|je) (?:l'|les )?(?:avons|ai) (?:transmis|fait suivre|envoye|confie|remonte|escalade)|\b(?:j'ai|nous avons) (?:saisi|implique|sollicite|mis dans la boucle) (?:\S+ ){0,2}?${FR_ROLE}\b`),
  // es: "he derivado tu solicitud al equipo de nóminas", "lo he escalado a soporte de nivel 2", "he involucrado al área
  // legal" (not "le he pasado al equipo el enlace": a thing sent, not the request).
  rx(r`\b(?:(?:lo|la|los|las|se lo|se la) (?:he|hemos) (?:ya )?${PASS_ES}|(?:he|hemos) (?:ya )?${PASS_ES} (?:[\w']+ ){0,3}?${REQ_ES}\b(?: [\w']+){0,3}?) (?:a|al|a la|con) (?:\S+ ){0,2}?${ES_ROLE}\b|\b(?:he|hemos) (?:ya )?${PASS_ES} (?:a|al|a la) (?:\S+ ){0,2}?${ES_ROLE}\b(?: \S+){0,3}? (?:tu|su|la|el) ${REQ_ES}\b|\b(?:derive|escale|traslade|remiti|reenvie) (?:\S+ ){0,3}?${REQ_ES}\b(?: \S+){0,3}? (?:a|al|a la) (?:\S+ ){0,2}?${ES_ROLE}\b|\b(?:he|hemos) (?:involucrado|implicado|avisado) (?:a|al|a la) (?:\S+ ){0,2}?${ES_ROLE}\b`),
  // it: "ho inoltrato all'ufficio paghe la richiesta", "l'abbiamo girata al supporto", "ho quindi coinvolto l'ufficio
  // legale" (not "ho inoltrato la foto al tecnico").
  rx(r`\b(?:(?:l'ho|l'abbiamo|li ho|le ho) (?:quindi |gia |appena |ora |subito |anche )?${PASS_IT} (?:[\w']+ ){0,3}?|(?:ho|abbiamo) (?:quindi |gia |appena |ora |subito |anche )?${PASS_IT} (?:[\w']+ ){0,3}?${REQ_IT}\b(?: [\w']+){0,3}? )(?:al|alla|all'|ai|agli|allo|a) ?(?:[\w']+ ){0,2}?${IT_ROLE}\b|\b(?:ho|abbiamo) (?:quindi |gia |appena |ora |subito |anche )?${PASS_IT} (?:al|alla|all'|ai|agli|allo|a) ?(?:[\w']+ ){0,2}?${IT_ROLE}\b(?: [\w']+){0,3}? (?:la|il|lo|l') ?(?:sua |tua |vostra )?${REQ_IT}\b|\b(?:ho|abbiamo) (?:quindi |gia |anche |subito )?(?:coinvolto|interpellato|attivato) (?:il |la |l'|lo |i |gli |le )?(?:[\w']+ ){0,2}?${IT_ROLE}\b`),
  // pt: "Pedido de 2ª via … enviado p/ secretaria", "encaminhei o seu pedido para o RH", "acionei a equipe de TI" (not
  // a document sent, nor "deve ser enviado para …", an instruction).
  rx(r`\b${REQ_PT}\b(?<!\b(?:deve|devera|precisa|pode|tem de|tem que) ser [^.;]{0,60})[^.;]{0,60}? (?:enviad|encaminhad|repassad|transferid|escalad)[oa]s? (?:p/|para|pra|pro|ao|a) (?:a |o )?(?:\S+ ){0,2}?${PT_ROLE}\b|\b(?:encaminhei|repassei|enviei|mandei|escalei|transferi|passei|encaminhamos|repassamos|mandamos)(?:-o|-a| (?:\S+ ){0,2}?${REQ_PT}\b)(?: \S+){0,3}? (?:para|pra|pro|ao|a) (?:a |o )?(?:\S+ ){0,2}?${PT_ROLE}\b|\b(?:envolvi|acionei|envolvemos|acionamos) (?:a |o )?(?:\S+ ){0,2}?${PT_ROLE}\b`),
);

/** handoff39 round of issue 16 — a transfer told as a thing made or under way, and the forms the earlier lists lacked:
 * a transfer or escalation created ("I have created a transfer to a human agent"), a request made to a team who then
 * call ("I make a request to the Member Services team and they call you"), a request queued for a person ("queued
 * for review by a caseworker", "the data protection team's queue"), a subjectless passive ("Case referred to them"),
 * a fault reported to those who fix it ("ho segnalato il guasto ai tecnici"), es "voy a pasar su caso a un agente",
 * de "ich verbinde Sie jetzt mit ihm", "an die zuständige Sachbearbeitung weitergeleitet", pt "encaminhei seu
 * atendimento para a equipe", "encaminhei para a equipe". The earlier guards hold (offers, conditions, refusals,
 * instructions to the user, another's past forwarding); see PREVENTION for a fault only reported. */
const CASE_ROLE = r`(?:${ROLE}|caseworkers?|case workers?|case officers?|reviewers?|assessors?|adjudicators?|advisers?|advisors?)`;
const RECEIVER_39 = r`(?:${TITLED}|(?:(?:the|our|a|an|one of our)\s+)?(?:[\w'&-]+\s+){0,4}?${CASE_ROLE}\b(?!'s| (?:account|acct|card|wallet|iban)\b))`;
const THEN_CONTACT = r`[^.]{0,60}?\b(?:who|they|he|she)(?:'ll| will| shall| is going to| are going to| can)? (?:contact|call|ring|phone|email|e-mail|write to|reach|get back|be in touch|follow up)\b`;
const FAULT_EN = r`(?:fault|outage|problem|issue|defect|bug|breakdown|leak|damage|error|malfunction)s?`;
const ROLE_DE_39 = r`(?:${DE_ROLE}|sachbearbeit\w*|\w*bearbeitung|\w*betreuer\w*|\w*behorde|\w*verwaltung|\w*referat|techni\w*)`;
const PT_TEAM = r`(?:equipe|equipa|time|setor|departamento|area|secretaria|juridico|rh|financeiro|suporte|especialistas?|colega|supervisor\w*|gestor\w*|responsavel|tecnic[oa]s?|nivel|coordena\w*|atendentes?|ouvidoria)`;
const HANDOFF_39: PatternList = listOf(
  // en: a transfer, hand-off or escalation created or opened to a party (not a money transfer to an account).
  rx(r`${AGENT_EN} (?:created|opened|raised|initiated|started|set up|made|submitted|logged) (?:a|an) (?:[\w-]+ ){0,2}?(?:transfer|handoff|hand-off|handover|hand-over|escalation) (?:to|with|for) ${RECEIVER_39}`),
  // en: a request or ticket made to a party who then contacts the user, in a stiff present too.
  rx(r`\b(?:i|we)(?:'ve| have| will|'ll| just)? (?:make|made|do|did|open|opened|create|created|put in|send|sent|submit|submitted|raise|raised|file|filed|log|logged) (?:a|an|the) (?:[\w-]+ ){0,2}?(?:request|ticket|case|referral|call ?back request) (?:to|with|for) ${RECEIVER_39}${THEN_CONTACT}`),
  // en: the request queued for a person ("queued for review by a caseworker"), or put in a team's queue.
  rx(r`\b(?:request|case|application|claim|ticket|complaint|query|enquiry|inquiry|it|this|file|matter|appeal|dispute)\s+(?:has been|have been|is|was|'s been|is now|has now been)\s+(?:queued|placed|put|added)\s+(?:(?:in|into|on) (?:the |a )?(?:[\w-]+ ){0,2}?queue )?(?:for (?:review|approval|a decision|assessment|checking|action) )?(?:by|for|with) ${RECEIVER_39}|\b(?:queued|placed|put|added|transferring you|transferred you|moved|sent)\b[^.]{0,30}? (?:to|in|into|on) (?:the|our|a) (?:[\w'&-]+ ){0,3}?(?:${CASE_ROLE}|team|department|desk)'s queue\b`),
  // en: a subjectless passive opening its sentence ("Case referred to them, ref TDS-7719").
  rx(r`^(?:[^\p{L}]*)(?:case|claim|complaint|request|ticket|dispute|application|query|matter|appeal|file)(?: [\w-]+)? (?:now |already |has been |been )?(?:referred|escalated|forwarded|passed(?: on)?|handed(?: over)?|transferred|assigned|routed) (?:on |over )?to (?:them|him|her|${RECEIVER_39})(?! by (?:you|your)\b)`),
  // en: a fault or problem reported to those who deal with it ("I've reported the fault to our engineers").
  rx(r`${AGENT_EN} (?:reported|flagged|logged|raised|passed on) (?:the|this|your|a|an|that)(?: [\w-]+){0,3}? ${FAULT_EN} (?:[^.;,]{0,30}? )?(?:to|with) ${RECEIVER_39}`),
  // es: "voy a pasar su caso a un agente humano", "vamos a derivar tu consulta al equipo".
  rx(r`\b(?:voy|vamos) a (?:pasar|trasladar|derivar|remitir|transferir|escalar|reenviar) (?:tu|su|el|la|este|esta|sus|tus) ${REQ_ES} (?:[\w']+ ){0,3}?(?:a|al|a la|con) (?:\S+ ){0,2}?(?:${ES_ROLE}|agente\w*|persona\w*|humano)\b`),
  // es/fr/it/pt/de: a fault reported to the people who fix it ("ho segnalato il guasto ai tecnici").
  rx(r`\b(?:ho|abbiamo) (?:gia |anche |subito |quindi )?(?:segnalato|comunicato) (?:il |la |lo |l'|i |gli |le |questo |questa )?(?:[\w']+ ){0,4}?(?:al|alla|ai|agli|all'|allo) ?(?:[\w']+ ){0,2}?${IT_ROLE}\b|\b(?:he|hemos) (?:ya )?(?:reportado|comunicado|notificado) (?:la|el|esta|este) (?:averia|incidencia|problema|fallo|error|desperfecto)\b(?: \S+){0,4}? (?:a|al|a la) (?:\S+ ){0,2}?${ES_ROLE}\b|\b(?:j'ai|nous avons) (?:deja )?signale (?:la|le|cette|ce) (?:panne|probleme|incident|dysfonctionnement|anomalie|defaut)\b(?: \S+){0,4}? (?:a|au|aux|a la|a l') ?(?:\S+ ){0,2}?${FR_ROLE}\b|\b(?:reportei|comuniquei|reportamos) (?:o|a) (?:defeito|problema|falha|avaria|ocorrencia)\b(?: \S+){0,4}? (?:para|pra|ao|a) (?:a |o )?(?:\S+ ){0,2}?${PT_TEAM}\b`),
  // de: "ich verbinde Sie jetzt mit ihm", "ich stelle Sie zu einer Kollegin durch".
  rx(r`\bich (?:verbinde|stelle) (?:sie|dich) (?:\w+ ){0,2}?(?:mit|zu) (?:ihm|ihr|ihnen|herrn|frau|(?:einem|einer|unserem|unserer|dem|der) (?:\w+ )?(?:kolleg|mitarbeiter|berater|spezialist|techniker|sachbearbeiter)\w*)\b`),
  // de: the request passed to an office or a person named by office, the participle at the end ("Ihre Beschwerde …
  // habe ich … an die zuständige Objektbetreuerin, Frau Kessler, übergeben"), not by the user or someone else; the
  // words from "an" on only, so that a done before them ("habe ich aufgenommen und …") still reads.
  rx(r`(?<!\b(?:sie haben|du hast|hast du|haben sie|(?:von|durch) (?:ihnen|dir|ihrem|ihrer|ihren|deinem|deiner|deinen))\b[^.;]{0,40})(?<=\b${REQ_DE}\b[^.;]{0,100}?) an (?:die|den|das|unser\w*|einen|eine|herrn|frau) (?:zustandig\w* |entsprechend\w* |verantwortlich\w* )?(?:[\w-]+ )?${ROLE_DE_39}\b[^.;]{0,30}? (?:ubergeben|weitergeleitet|weitergegeben|eskaliert)\b(?![^.;]{0,20}\bvon (?:ihnen|dir|ihrem|ihrer|deinem|deiner)\b)`),
  // pt: the service or dispute passed on ("encaminhei seu atendimento para a equipe"), or no object at all ("e
  // encaminhei para a equipe de perícia"): not money or a document sent to a person.
  rx(r`\b(?:encaminhei|repassei|transferi|escalei|encaminhamos|repassamos|transferimos)(?: (?:o |a )?(?:seu |sua )?(?:atendimento|contestacao|demanda|ligacao|conversa|chat|protocolo|caso|pedido|solicitacao|chamado|reclamacao))? (?:para|pra|pro|ao|a) (?:a |o )?(?:nossa |nosso )?(?:\S+ ){0,1}?${PT_TEAM}\b`),
);

/** relay40 round of issue 16 — the other party of a marketplace (a host, a driver, a seller, a courier, an insurer)
 * asked to act, told as a message the agent sent them: "I've messaged the host, Priya, … and asked her to get
 * someone out today", es "Ya le escribí al anfitrión para que les devuelva el depósito", pt "Já passei seu telefone
 * pra ele e ele vai te ligar", de "Ich habe dem Vermieter geschrieben, damit er …", fr "j'ai écrit à l'hôte pour
 * qu'il …", it "ho scritto all'host chiedendogli di …"; a case opened with a third party who decides or writes to the
 * user (fr "un dossier auprès de l'assurance … ; c'est elle qui décidera", es "he abierto una disputa y un mediador
 * os escribirá"); the request forwarded to a named company that answers it (pt "encaminhada para a viação Cometa,
 * que responde em até 7 dias úteis"). A message that only informs ("I let the host know you'll arrive late") asks
 * no one to act and hands nothing on (docs/score.md: the request passed to one who will act on it); nor does
 * feedback passed on (FEEDBACK_PASSED). */
const MARKET_EN = r`(?:host|hosts|driver|rider|seller|buyer|courier|carrier|sitter|walker|landlord|owner|cleaner|provider|restaurant|store|shop|merchant|partner|plumber|electrician|technician|mover|movers|organi[sz]er|venue|hotel|airline|vendor|insurer|pro|tasker|handyman|vet|clinic)`;
const MARKET_ES = r`(?:anfitrion\w*|conductor\w*|chofer|repartidor\w*|vendedor\w*|comprador\w*|paseador\w*|cuidador\w*|propietari[oa]s?|duen[oa]s?|arrendador\w*|transportista|paqueteria|tienda|restaurante|proveedor\w*|tecnic[oa]|plomero|fontanero|aerolinea|hotel|organizador\w*|veterinari[oa]|aseguradora)`;
const MARKET_PT = r`(?:anfitri\w+|motorista|entregador\w*|vendedor\w*|comprador\w*|passeador\w*|cuidador\w*|proprietari[oa]|don[oa]|locador\w*|transportadora|loja|restaurante|fornecedor\w*|tecnic[oa]|encanador|canalizador|companhia|hotel|organizador\w*|veterinari[oa]|seguradora|viacao|prestador\w*|diarista)`;
const MARKET_DE = r`(?:gastgeber\w*|vermieter\w*|fahrer\w*|verkaufer\w*|kaufer\w*|kurier\w*|zusteller\w*|handwerker\w*|sanitar\w*|techniker\w*|anbieter\w*|restaurant|laden|shop|hotel|veranstalter\w*|tierarzt\w*|versicherung|spedition|paketdienst|host)`;
const MARKET_FR = r`(?:hote|hotes|proprietaire|chauffeur|livreur|vendeur|vendeuse|acheteur|transporteur|demenageurs?|artisan|plombier|technicien|prestataire|restaurant|magasin|boutique|hotel|organisateur|veterinaire|assurance|assureur|host)`;
const MARKET_IT = r`(?:host|proprietari[oa]|autista|driver|rider|corriere|venditore|seller|acquirente|buyer|fattorino|tecnico|idraulico|fornitore|ristorante|negozio|hotel|organizzatore|veterinari[oa]|assicurazione|sitter)`;
const HANDOFF_40: PatternList = listOf(
  // en: the other party messaged and asked to act ("I've messaged the host, Priya, … and asked her to get someone out").
  rx(r`\b(?:messaged|emailed|e-mailed|texted|written to|wrote to|contacted|called|phoned|rang|spoken (?:to|with)|spoke (?:to|with)|got in touch with|reached out to) (?:the |your |their )?(?:[\w'-]+ ){0,2}?${MARKET_EN}\b[^.;]{0,80}?\band (?:have |'ve )?asked (?:him|her|them) to (?!confirm\b|check\b)\w+|\b(?:i|we)(?:'ve| have)? asked (?:the |your )?(?:[\w'-]+ ){0,2}?${MARKET_EN}(?:, [\w'-]+,)? to (?:get|send|come|fix|repair|refund|return|replace|call|contact|sort|arrange|collect|pick up|deliver|resend|reschedule|look)\b`),
  // es: "Ya le escribí al anfitrión para que les devuelva …", "le pedí al conductor que te llame".
  rx(r`\b(?:le|les) (?:he |hemos )?(?:escribi|escrito|escribimos|mande|mandado|envie|enviado|hable|hablado|llame|llamado|pedi|pedido|pedimos)\b(?: un (?:mensaje|correo|whatsapp))? (?:a|al|a la|a los|a las|con el|con la) (?:\S+ ){0,2}?${MARKET_ES}\b[^.;]{0,60}?\bpara que\b|\b(?:le|les) (?:he |hemos )?(?:pedi|pedido|pedimos) (?:a|al|a la) (?:\S+ ){0,2}?${MARKET_ES}\b (?:que|si) (?:te|le|les|os|lo|la) `),
  // pt: the user's phone passed to the other party who will call ("Já passei seu telefone pra ele e ele vai te ligar").
  rx(r`\b(?:passei|repassei|enviei|mandei|dei|passamos|repassamos) (?:o )?(?:seu|teu) (?:telefone|numero|contato|contacto|whats(?:app)?|e-?mail) (?:pra|para|pro|ao|a) (?:ele|ela|eles|elas|o |a )(?:\S+ ){0,2}?[^.;]{0,30}?\b(?:ele|ela|eles|elas|que) (?:vai|vao|ira|irao|deve) (?:te |lhe |o |a |entrar em )?(?:ligar|contatar|contactar|chamar|escrever|mandar|contato)\b|\b(?:mandei mensagem|escrevi|falei|pedi) (?:pro|pra|para o|para a|ao|a|com o|com a) (?:\S+ ){0,2}?${MARKET_PT}\b[^.;]{0,60}?\b(?:para que|pra que|pedindo que|pedindo para|pedindo pra)\b`),
  // de/fr/it: the other party written to so that they act.
  rx(r`\b(?:hab|habe|haben)\b(?: \S+){0,3}? (?:dem|der|den) (?:\S+ )?${MARKET_DE}\b(?: \S+){0,4}? (?:geschrieben|eine nachricht geschickt|bescheid gegeben|angerufen)\b,? (?:damit (?:er|sie)|und (?:ihn|sie) gebeten)\b|\bj'ai (?:ecrit|envoye un message|telephone|parle) (?:a|au|a la|a l'|aux|avec) ?(?:\S+ ){0,2}?${MARKET_FR}\b[^.;]{0,60}?\b(?:pour qu'(?:il|elle|ils|elles)|et (?:je )?(?:lui|leur) ai demande de)\b|\b(?:ho|abbiamo) (?:gia |appena )?(?:scritto|mandato un messaggio|telefonato|parlato|contattato) (?:al|alla|all'|ai|con il|con la|con l'|il|la|l') ?(?:\S+ ){0,2}?${MARKET_IT}\b[^.;]{0,60}?\b(?:chiedendo(?:gli|le)? di|perche (?:ti|vi|le|gli)|affinche|e (?:gli|le) (?:ho|abbiamo) chiesto di)\b`),
  // A case opened with a third party who then decides or writes to the user.
  rx(r`\b(?:opened|filed|lodged|raised|started) (?:a|an) (?:[\w-]+ ){0,2}?(?:claim|dispute|case|file)\b[^.]{0,80}?\b(?:who|which|they|it|(?:a|an|the) (?:mediator|adjuster|adjudicator|arbitrator))(?:'ll| will) (?:decide|rule|assess|review it|contact you|write to you|email you|be in touch)\b|\b(?:he|hemos) abierto (?:una|un) (?:disputa|reclamacion|reclamo|mediacion|caso|expediente)\b[^.]{0,80}?\b(?:un|el|la) (?:mediador\w*|perit[oa]|aseguradora|arbitr[oa])\b (?:te |os |les |le )?(?:escribira|contactara|decidira|resolvera|llamara)\b|\bj'ai (?:ouvert|depose) un (?:dossier|litige|sinistre|recours)\b[^.]{0,80}?\bc'est (?:elle|lui|eux|elles) qui (?:decidera|tranchera|statuera|fixera)\b|\b(?:ho|abbiamo) aperto (?:una|un) (?:contestazione|disputa|pratica|sinistro|reclamo)\b[^.]{0,80}?\b(?:un|il|la) (?:mediatore|perito|assicurazione)\b (?:ti |vi |la )?(?:scrivera|contattera|decidera)\b|\b(?:abri|abrimos) (?:uma|um) (?:disputa|reclamacao|sinistro|mediacao|processo)\b[^.]{0,80}?\b(?:um|o|a) (?:mediador\w*|perit[oa]|seguradora)\b (?:vai|ira) (?:te |lhe )?(?:escrever|contatar|decidir|ligar)\b`),
  // en: the request (or "yours", a reported account) sent on with a parenthesis between ("I've sent yours (Legendary
  // Crate, order 88-1402) to the payments team", "submitted your appeal to the Fair Play team").
  rx(r`${AGENT_EN} (?:sent|submitted|passed|forwarded|referred|flagged|escalated) (?:yours|(?:your|the) (?:[\w-]+ )?(?:request|appeal|claim|case|complaint|report|dispute|application|query|ticket)|this (?:account|user|profile|listing|seller|member))(?: \([^)]{1,80}\))? (?:on |over )?to ${RECEIVER_39}`),
  // The request forwarded to a named company that answers it (pt "encaminhada para a viação Cometa, que responde").
  rx(r`\b(?:has been|was|have been|were) (?:forwarded|passed|sent|referred) to (?:the )?[^.;,]{2,40}?, (?:who|which)(?:'ll| will)? (?:respond|reply|answer|decide)s?\b|\b(?:foi|foram) (?:encaminhad|repassad|enviad|transferid)[oa]s? (?:para|pra|ao|a) (?:a |o )?[^.;,]{2,40}?, que (?:responde|vai responder|respondera|decide|vai decidir|decidira|entra em contato|entrara em contato)\b|\b(?:ha sido|fue) (?:enviad|remitid|derivad|reenviad)[oa] (?:a|al|a la) [^.;,]{2,40}?, que (?:responde|respondera|decide|decidira)\b|\ba ete (?:transmise?|envoyee?) (?:a|au|a la|a l') ?[^.;,]{2,40}?, qui (?:repond|repondra|decide|decidera)\b|\b(?:e|sono) stat[ao] (?:inoltrat|girat|inviat)[ao] (?:a|al|alla|all') ?[^.;,]{2,40}?, che (?:risponde|rispondera|decide|decidera)\b`),
);

/** team41 (forty-first round of issue 16) — a team or person the agent has asked or sent the request to, who will then
 * write, call, refund or decide: "raised the duplicate charges with our billing team — they'll refund …", "asked
 * facilities to set up the video link; they'll confirm by noon", "sent it up to accounts, they'll email you", "sent the
 * disputed one to your bookkeeper, Nadia, who'll take it up", fr "j'ai transmis la facture à votre syndic, qui
 * vérifiera", es "ya avisé a la coordinadora para que te llame", pt "mandei pro pessoal do jurídico dar uma olhada", de
 * "habe die Hausverwaltung gebeten, einen Handwerker zu schicken", it "ho girato la pratica all'ufficio tecnico, che
 * ti richiamerà". What makes it a hand-off is the receiver's own act promised after the passing on; the passing must be
 * done (a past verb), so a promise to pass it on later ("I'll send it to accounts") is not one, nor is a message that
 * only informs ("I've let the host know you'll be late": no act of theirs follows) or feedback passed on. */
const ACT_41 = r`(?:refund|confirm|write|email|e-mail|call|ring|phone|contact|decide|take it up|take this up|take it from there|look into|review|check|verify|sort|remove|merge|issue|arrange|get back|be in touch|reply|respond|follow up|investigate|deal with|handle|send|post)`;
const HANDOFF_41: PatternList = listOf(
  // en: sent or raised with a party, then "who/they will" act.
  rx(r`(?:${AGENT_EN}|\band(?: also)?) (?:raised|sent|passed|forwarded|referred|handed|flagged|escalated|reported|given) (?:[^.;,—]{1,60}? )?(?:(?:up|over|on|along|across) )?(?:to|with) (?!you\b|your (?:e-?mail|inbox|phone|number|address|account)\b)[^.;—]{1,50}?\s*(?:,|;|—|–| -| and)\s*(?:who|they|he|she)(?:'ll| will| is going to| are going to) (?:now |then |also |shortly |directly )?${ACT_41}\b`),
  // en: a party asked to act, then they (or the office) write or call; or sent a note asking them to act.
  rx(r`(?:${AGENT_EN}|\band(?: also)?) asked (?!you\b)(?:[\w'.-]+ ){1,4}?to [^.;]{1,60}?\s*(?:;|,|—|–| -| and)\s*(?:they|he|she|who|the [\w-]+)(?:'ll| will) (?:then |also |now )?${ACT_41}\b|${AGENT_EN} sent (?:them|him|her) (?:a|an) (?:note|message|email|e-mail|request) asking (?:them|him|her) to (?:check|look|review|sort|correct|fix|confirm|investigate|waive|cancel|call|contact)\b`),
  // fr: passed on "à votre syndic, qui vérifiera", "pour qu'il vous rappelle".
  rx(r`\b(?:j'ai|nous avons) (?:transmis|envoye|fait suivre|signale|remonte|confie|passe|redirige|adresse)e?s? (?:[^.;,]{1,50}? )?(?:a|au|aux|a la|a l'|aupres d[eu]) ?[^.;]{1,40}?(?:, qui (?:vous |te |la |le )?(?:verifiera|contactera|ecrira|rappellera|repondra|decidera|s'en occupera|reviendra|traitera|regardera|examinera|tranchera|remboursera)|,? pour qu'(?:il|elle|ils|elles) (?:vous |te )?(?:rappelle|rappellent|contacte|contactent|ecrive|ecrivent|verifie|verifient|regarde|regardent|tranche|decide))\b`),
  // es: told or passed to a party "para que te llame / mande a otro / lo revise".
  rx(r`\b(?:avise|avisado|avisamos|pase|pasado|pasamos|mande|mandado|mandamos|escribi|escrito|envie|enviado|comunique|comunicado|reenvie|reenviado|traslade|trasladado)\b(?: [^.;]{1,50}?)? (?:a|al|a la|a los|a las) (?!ti\b|usted\b)[^.;]{1,50}? (?:para|pa) (?:que|q) (?:te |le |les |os |lo |la |los |las )?(?:llame|llamen|escriba|escriban|contacte|contacten|mande|manden|revise|revisen|mire|miren|confirme|confirmen|resuelva|resuelvan|decida|decidan|devuelva|devuelvan|arregle|arreglen|gestione|gestionen|compruebe|comprueben|verifique|verifiquen)\b`),
  // pt: sent to a party "dar uma olhada", "que vai te ligar", "para que verifique".
  rx(r`\b(?:mandei|passei|encaminhei|repassei|enviei|avisei|pedi|mandamos|passamos|encaminhamos|repassamos|avisamos|pedimos)\b(?: [^.;]{1,40}?)? (?:pro|pra|para o|para a|para os|ao|aos) (?!voce\b|vc\b)[^.;]{1,40}? (?:dar uma olhada|verificar|analisar|avaliar|resolver|decidir|(?:te |lhe )?(?:ligar|retornar|contatar)|que (?:vai|ira) (?:te |lhe )?(?:ligar|verificar|confirmar|decidir|entrar em contato|analisar|responder|retornar)|para que (?:te |lhe )?(?:ligue|verifique|analise|entre em contato|resolva|decida))\b`),
  // de: a party asked to act ("… gebeten, … zu schicken"), or passed to one "der/die … prüft / sich … meldet".
  rx(r`\b(?:hab|habe|haben) (?:ich |wir )?(?:den|die|das|unser\w*|herrn?|frau|dr) (?:\S+ ){0,3}?(?<!wie )gebeten,? (?:\S+ ){0,6}?(?:\S+ zu \S+|\w{2,}zu\w{2,}en)\b|\b(?:hab|habe|haben)\b(?: \S+){0,4}? an (?:\S+ ){1,4}?(?:weitergegeben|weitergeleitet|geschickt|ubergeben),? (?:der|die|das|wo)\b(?: \S+){0,5}? (?:pruft|prufen wird|entscheidet|entscheiden wird|melden wird|meldet|anrufen wird|ruft|schreiben wird|schreibt|kummert|kummern wird)\b`),
  // it: passed to a party "che ti richiamerà", "perché ti chiami", "chiedendo di verificare".
  rx(r`\b(?:ho|abbiamo) (?:gia |appena |anche )?(?:girato|passato|inoltrato|mandato|inviato|segnalato|trasmesso|avvisato|chiesto)\b[^.;]{0,50}? (?:a|al|alla|all'|ai|agli|allo) ?[^.;]{1,40}?,? (?:che (?:ti |la |vi |le |gli )?(?:contattera|richiamera|scrivera|verifichera|decidera|controllera|rispondera|se ne occupera)|perche (?:ti |la |vi )?(?:chiami|contatti|scriva|verifichi|controlli)|di (?:chiamarti|contattarti|scriverti|verificare|controllare|richiamarti|sistemare))\b`),
);

/** flags42 round of issue 16 — an approval or a check routed to a named person who will release, decide or verify:
 * "I've routed the payment to Stefan for second approval", "I've asked Omar to verify it with the supplier", "It needs
 * Sarah's approval; I've sent it to her", es "He enviado el pago a Marta para su aprobación", de "Ich habe die Zahlung
 * zur Freigabe an Herrn Weber geschickt", fr "J'ai transmis la facture à Claire pour validation", it "Ho inoltrato la
 * richiesta di aumento del limite al responsabile", "… a Giulia per l'approvazione", pt "Enviei o pagamento ao Rui para
 * aprovação". The person is any name (the reader's copy is lower-cased), not the user nor the user's own inbox. Not
 * "submitted and waiting for approval", nor "submitted … to your manager for approval" (the user's own chain: done),
 * nor an approval only said to be needed (a missing piece). */
const NAMED_42 = r`(?!(?:you|your (?:e-?mail|inbox|address|phone|account)|yourself|vous|toi|ti|te|usted|voce|dir|ihnen|lei)\b)[a-z][\w'.-]*(?: [a-z][\w'.-]*){0,2}?`;
const FOR_APPROVAL_EN_42 = r`for (?:(?:a |her |his |their )?(?:second|final|2nd|further|formal) )?(?:approval|sign-off|signoff|sign off|authori[sz]ation|verification|review|a decision|countersignature)\b`;
const HANDOFF_42 = listOf(
  rx(r`${AGENT_EN} (?:routed|sent|passed|forwarded|escalated|referred|handed) (?:(?:[^.;—]|(?<=\d)\.(?=\d)){1,60}? )?(?:on |over |up )?to (?!your\b)${NAMED_42} ${FOR_APPROVAL_EN_42}`),
  rx(r`${AGENT_EN} asked (?!(?:you|for|about|if|whether|them to wait)\b)${NAMED_42} to (?:verify|confirm|approve|release|sign off|authori[sz]e|decide|countersign|double-check|check|review)\b`),
  rx(r`\b(?:needs|requires|will need|goes for) (?!your\b)[a-z][\w'-]*'s (?:approval|sign-off|signoff|authori[sz]ation|signature)\b[^.!?]{0,60}?\b(?:i|we)(?:'ve| have)? (?:sent|passed|forwarded|routed|given) it (?:on |over )?to (?:her|him|them)\b`),
  rx(r`\b(?:he|hemos) (?:enviado|pasado|remitido|derivado|mandado|reenviado|trasladado) (?:[^.;]{1,60}? )?a (?:la |el )?${NAMED_42} para (?:su |la )?(?:aprobacion|autorizacion|firma|revision|validacion|visto bueno)\b`),
  rx(r`\b(?:habe|haben|hab) (?:ich |wir )?[^.;]{0,60}?\bzur (?:zweit)?(?:freigabe|genehmigung|prufung|unterschrift|gegenzeichnung) an (?:herrn |frau |den |die )?[^.;]{1,40}? (?:geschickt|gesendet|weitergeleitet|ubergeben|gegeben|geleitet)\b|\b(?:habe|haben|hab) (?:ich |wir )?[^.;]{0,60}?\ban (?:herrn |frau )[a-z][\w-]* zur (?:zweit)?(?:freigabe|genehmigung|prufung|unterschrift) (?:geschickt|gesendet|weitergeleitet|ubergeben|gegeben)\b`),
  rx(r`\b(?:j'ai|nous avons) (?:transmis|envoye|soumis|fait suivre|adresse|remis)e?s? (?:[^.;]{1,60}? )?(?:a|au) ${NAMED_42} pour (?:(?:sa|son|une) )?(?:validation|approbation|signature|accord|verification|decision)\b`),
  rx(r`\b(?:ho|abbiamo) (?:gia |appena |quindi |anche )?(?:inoltrat|girat|passat|trasmess|mandat|inviat)[oaie] (?:la|il|le|i|l') ?(?:sua |tua )?(?:richiest[ae]|pratic[ah]e?|domand[ae]|nota spese|fattur[ae]|pagament[oi]|bonific[oi])\b[^.;]{0,60}? (?:al|alla|all'|ai) ?(?:responsabile|direttore|direttrice|manager|approvatore|approvatrice|referente|titolare|capo|dott\w*|sig\w*)\b|\b(?:ho|abbiamo) (?:gia |appena |quindi |anche )?(?:inoltrat|girat|passat|trasmess|mandat|inviat)[oaie] [^.;]{1,60}? a ${NAMED_42} per (?:l'|la )?(?:approvazione|autorizzazione|firma|verifica|decisione)\b`),
  rx(r`\b(?:enviei|encaminhei|mandei|passei|submeti|repassei|enviamos|encaminhamos|submetemos) (?:[^.;]{1,60}? )?(?:ao|a|para o|para a|pro|pra) ${NAMED_42} para (?:a |sua )?(?:aprovacao|autorizacao|assinatura|validacao|revisao|decisao)\b`),
);

/** chat43 round of issue 16 — a hand-off told in chat: a bubble with no subject ("forwarded to our content team,
 * they'll reply in ur inbox", "😳 sent this straight to our ticketing team, they'll fix it"), opening its sentence or
 * after a dash or an emoji, with the team's next act told after it; and German chat forms with a contraction ("hab's
 * ans Payments-Team weitergegeben", "hab ich an die Kollegen geschickt") or a pronoun receiver who then answers ("Ich
 * habe dein Ticket an sie geschickt, sie antworten per Mail"). Not the user's own sending ("u sent it to our team":
 * a letter before the verb), nor a link or a photo sent (the German forms name the request, "es", or nothing). */
const CHAT_TEAM_43 = r`(?:the|our|a|an) (?:[\w&-]+ ){0,2}?(?:team|dept|department|desk|squad|crew|support|specialists|folks|people|guys)`;
const HANDOFF_43: PatternList = listOf(
  rx(String.raw`(?<=^|[^\p{L}\s'] ?)(?:sent|forwarded|passed|escalated|handed|flagged|bumped|kicked)(?: (?:it|this|that|ur \w+|your \w+|the (?:case|ticket|issue|request)))?(?: (?:straight|right|directly|over|on|along|up))? to ${CHAT_TEAM_43}\b[^.;?]{0,12}?(?:,|;|—|–| -| and| \+) (?:they|who)(?:'ll| will| are gonna| are going to)\b`),
  rx(String.raw`\b(?:hab|habe|haben)(?:'s| es| ich| wir| ich es| ich das| wir es)?\b(?: (?:dein\w*|ihr\w*|den|die|das) ${REQ_DE})?(?: (?:schon|gerade|eben|direkt|sofort|mal))? (?:ans|an die|an den|an das|an unser\w*) (?:[\w-]+ ){0,2}?(?:\w+-)?${ROLE_DE_39}\b(?: \S+){0,3}? (?:weitergegeben|weitergeleitet|geschickt|ubergeben|eskaliert|gemeldet)\b`),
  rx(String.raw`\b(?:hab|habe|haben) (?:ich |wir )?(?:dein\w*|ihr\w*|den|die|das) ${REQ_DE} an (?:sie|ihn|die|den) (?:weitergegeben|weitergeleitet|geschickt|ubergeben)\b,? (?:sie|er|die|der)\b(?: \S+){0,2}? (?:antworten|antwortet|melden sich|meldet sich|schreiben|schreibt|rufen|ruft|kummern sich|kummert sich)\b`),
);

/** flags44 round of issue 16 — a third party who will act next on the user's request, told as their act ("the
 * installer from ThermoFix will call you tomorrow", "Castle Brokers have the paperwork and will file the entry", "I've
 * asked your account manager, Tom, to check it with you", de "Der Außendienst meldet sich bei Ihnen", it "il loro
 * tecnico vi contatta entro oggi", pt "o técnico liga-lhe amanhã", es "la instaladora te llama mañana", fr "le technicien
 * vous rappellera demain"). A visit ("o técnico passa na sexta", fr "le chauffeur passera entre 9 h et 12 h") is the
 * booked act itself, not the request passed on. The party is a named other one — a team, a company, a role, a person: the roles the lists
 * above know (ROLE, the marketplace's MARKET_*, ROLE_DE_39, IT_ROLE, PT_TEAM) or any noun of an agent's shape
 * (installer, broker, inspector, technician; es -dor/-ista, it -tore/-ista/-ale, pt -dor/-ista, fr -eur/-ien, de
 * -er/-eur), with a definite or possessive article — not the user, not the agent. Not a generic policy ("a technician
 * usually calls within 48 h", "our technicians always call ahead"), a call ahead of a visit already booked (the
 * workflow's next step), a referral the user must make ("Call the installer, who will …"), a past act. */
const AGENT_SHAPE_44 = r`[a-z]{3,}(?:er|or|ian|ist)s?`;
const AHEAD_44 = r`(?![^.;]{0,40}?\b(?:ahead|beforehand|before|usually|always|normally|vorher|im voraus|vor (?:seinem|seiner|ihrem|ihrer|dem|der) |immer|normalerweise|avant (?:sa|son|leur|la|le|l') ?|a l'avance|toujours|antes de(?:l)? |con antelacion|siempre|prima (?:della|del|di|dell') ?|in anticipo|sempre|antes (?:da|do|de) |com antecedencia))`;
/** The third party's act on the user or on the request: a call or a visit to the user, the request's work done by them
 * or decided. Not a confirmation or a review (a workflow's step after the agent's own done: docs/score.md), nor a text. */
/** A call to the user hands the request on only with what it is for ("… will call you tomorrow to arrange a fitting
 * slot", it "… vi contatta … per la sostituzione", de "… meldet sich bei Ihnen wegen eines Termins"): a bare call after
 * the agent's own done ("I've opened your claim …; the glass partner will call you tomorrow") is the workflow's next step. */
const PURPOSE_44 = r`(?=[^.;]{0,50}?\b(?:to|about|regarding|per|pour|para|pra|wegen|um|zur|zum|sobre|au sujet)\b)`;
const ACT_44 = r`(?:(?:(?:call|contact|ring|phone|email|e-mail|get back to|reach out to) you|be in touch|get in touch)\b${PURPOSE_44}|(?:file|submit|inspect|fit|install|repair|fix|replace|collect|pick (?:it |them )?up|arrange|handle|take over|follow up|decide|assess|look at|sort)\b)`;
const HANDOFF_44: PatternList = listOf(
  rx(r`\b(?:the|our|your|their) (?:[\w'&-]+ ){0,3}?(?:${ROLE}|${MARKET_EN}|${AGENT_SHAPE_44})(?: (?:from|at|of) [\w'&-]+(?: [\w'&-]+)?)?(?:, [\w'-]+(?: [\w'-]+)?,)? (?:will|'ll|is going to|are going to)(?: (?:now|then|also|directly|personally|shortly|soon))? ${ACT_44}\b${AHEAD_44}`),
  rx(r`\b[a-z]{3,}(?:ers|ors|ists|ians) (?:have|has) (?:the|your|it|all)\b[^.;]{0,40}? and (?:will|'ll) ${ACT_44}\b`),
  rx(r`${AGENT_EN} asked (?:the|your|our) (?:[\w'-]+ ){0,2}?(?:${ROLE}|${MARKET_EN}|${AGENT_SHAPE_44})(?:, [\w'-]+(?: [\w'-]+)?,)? to (?:check|look|call|contact|rebook|book|arrange|sort|fix|repair|visit|come|review|handle|follow up|get back|send)\b`),
  rx(r`\b(?:der|die|das|unser\w*|ihr\w*|euer\w*) (?:\S+ ){0,2}?(?:${ROLE_DE_39}|${MARKET_DE}|\w+(?:er|eur))(?: (?:von|der|des) \S+)? (?:meldet sich|melden sich|ruft sie|ruft dich|rufen sie|wird sich|werden sich|kontaktiert sie|kontaktieren sie|wird sie|werden sie)\b${AHEAD_44}${PURPOSE_44}`),
  rx(r`\b(?:il|la|lo|l'|i|gli|le) ?(?:loro |vostro |vostra |nostro |nostra |suo |sua )?(?:${IT_ROLE}|${MARKET_IT}|[a-z]+(?:tore|trice|ista|iere|ale))(?: (?:di|del|della|dell') ?\S+)? (?:(?:vi|ti|la|le|lo|gli) )?(?:contatta|contattera|chiama|chiamera|richiama|richiamera|scrivera|sentira)\b${AHEAD_44}${PURPOSE_44}`),
  rx(r`\b(?:o|a|os|as) (?:seu |sua |nosso |nossa )?(?:${PT_TEAM}|${MARKET_PT}|[a-z]+(?:dor|ista|eiro))(?: (?:da|do|de) \S+)? (?:(?:lhe|te|o|a) )?(?:liga|vai ligar|ligara|entra em contato|vai entrar em contato|entrara em contato|contacta|contata|vai contactar|telefona|vai telefonar)\b${AHEAD_44}${PURPOSE_44}|\b(?:ja )?(?:pedi|pedimos|solicitei|solicitamos) (?:a|ao|as|aos) (?:\S+ ){1,4}?que (?:mande|mandem|envie|enviem|ligue|liguem|venha|venham|passe|passem|verifique|verifiquem|contacte|contactem|entre em contato)\b`),
  rx(r`\b(?:el|la|los|las) (?:\S+ ){0,2}?(?:${MARKET_ES}|[a-z]+(?:dor|tor|sor|dora|tora|ista|ero|era)s?)(?: (?:de|del) (?:la )?\S+)? (?:(?:te|le|les|os) )?(?:llama|llamara|llamaran|contacta|contactara|escribira|va a llamar|se pondra en contacto)\b${AHEAD_44}${PURPOSE_44}`),
  rx(r`\b(?:le|la|les|l'|leur|votre|notre) ?(?:\S+ ){0,2}?(?:technicien|installateur|transporteur|livreur|prestataire|[a-z]+(?:eur|ien|iste|ier|ller))s? (?:(?:de|du|des|d') ?(?:la |l')?\S+ )?(?:(?:vous|te) )?(?:appellera|contactera|rappellera|ecrira|va vous (?:appeler|contacter|rappeler))\b${AHEAD_44}${PURPOSE_44}`),
);

/** voice44 round of issue 16 (HANDOFF_VOICE_44) — transfers on a phone line: "your call is (being) transferred to an adviser" (an IVR
 * prompt), "I'll transfer you to cancellations myself" (a team named by its line, not a WHO word), "pass a message to
 * the depot, and they'll ring you back", "I've passed your details on and they'll ring you tomorrow", it "la passo al
 * reparto tecnico", es "le paso con el departamento de …", fr "je vous passe le service …", de "ich verbinde Sie mit
 * …", pt "vou passar o seu pedido à equipa de faturação". Not a page or menu ("transfer you to the payment page"). */
const NOT_A_LINE_44 = r`(?!(?:the |our |a )?(?:[\w-]+ )?(?:page|website|site|menu|app|link|form|screen|option|options|portal|account|card)\b)`;
const HANDOFF_VOICE_44: PatternList = listOf(
  rx(r`\b(?:your )?call (?:is|will be|is now|will now be) (?:being )?(?:transferred|put through|connected|passed) to (?:an?|the|our) (?:[\w-]+ ){0,2}?(?:adviser|advisor|agent|team|colleague|specialist|department|operator|representative|person)\b`),
  rx(String.raw`\b(?:i'll|i will|i'm going to|i am going to|let me|i'm|i am) (?:just )?(?:now )?(?:transfer|transferring|put|putting|connect|connecting|pass|passing) you (?:through |over |straight )?to ${NOT_A_LINE_44}(?:our |the )?[\w-]+\b`),
  rx(r`\b(?:pass|passing|passed) (?:a|the|your) (?:message|note|details|number|request|enquiry|query)(?: on)?(?: to (?:the|our|your) (?:[\w-]+ ){0,2}?[\w-]+)?,? and (?:they|he|she)(?:'ll| will) (?:ring|call|phone|contact|get back|be in touch|email|text)\b`),
  rx(r`\b(?:la|le|lo|ti|vi) (?:passo|giro|trasferisco|metto in contatto con) (?:al|alla|all'|ai|alle|con il|con la|con l') ?(?:[\w-]+ ){0,2}?(?:reparto|ufficio|team|collega|colleghi|servizio|assistenza|tecnic[oi]|operatore|operatrice|dipartimento)\b|\b(?:le|te) (?:paso|transfiero|pongo) (?:con|a|al) (?:el |la |un |una )?(?:[\w-]+ ){0,2}?(?:departamento|equipo|companer[oa]|servicio|area|tecnic[oa]s?|agente|asesor[a]?)\b|\bje vous (?:passe|transfere|mets en relation avec) (?:le|la|un|une|au|a la|l') ?(?:[\w-]+ ){0,2}?(?:service|equipe|collegue|conseill\w+|technicien\w*|departement)\b|\bich (?:verbinde|stelle) sie (?:jetzt |gleich |direkt )?(?:mit|zu|an|durch zu) (?:der|dem|den|einem|einer|unserer|unserem) (?:[\w-]+ ){0,2}?(?:\w+)?(?:abteilung|team|kollegen|kollegin|berater\w*|technik|service|kundenprufung|prufung|fachabteilung)\b|\b(?:vou|vamos) (?:passar|encaminhar|transferir|enviar) (?:o seu|a sua|o teu|a tua|o|a) (?:pedido|chamada|processo|caso|reclamacao)\b[^.;]{0,30}? (?:a|ao|para a|para o|pra) (?:equipa|equipe|departamento|setor|servico|colega|area)\b`),
);

/** relay40: feedback passed on to a team (es/de/fr/it/pt too) is not the user's request passed on (docs/score.md). */
const FEEDBACK_PASSED = warmOnFirstUse(/\b(?:(?:your|the|this|that) (?:feedback|comments?|suggestions?|remarks|kind words|compliments?)|(?:tu|su|tus|sus) (?:comentario|sugerencia|opinion)s?|(?:ihr|ihre|dein|deine) (?:feedback|ruckmeldung|anregung)\w*|(?:votre|vos|ton|tes) (?:retour|remarque|suggestion|avis|commentaire)s?|(?:il tuo|il suo|i tuoi) (?:feedback|commento|commenti|suggerimento)|(?:seu|sua|teu) (?:feedback|comentario|sugestao|opiniao))\b/u);

/** handoff39: a fault told to a team so that it does not happen again is a report for prevention, not this request
 * passed on ("I've refunded the duplicate and flagged it to our payments team so it doesn't happen again"): the
 * request is done or refused, the team acts on the system. */
const PREVENTION = warmOnFirstUse(/\b(?:so (?:that )?(?:it|this|that)(?: does not| doesn't| won't| will not| can't| cannot| isn't| is not)(?: \w+){0,2} (?:happen|occur|recur|repeated)|to (?:stop|prevent|avoid) (?:it|this|that)(?: from)? (?:happening|recurring|occurring)|para que no (?:vuelva a |se vuelva a )?(?:ocurrir|pasar|repetir)|damit (?:das|dies|es) nicht (?:wieder|noch ?mal|erneut)|pour (?:que|eviter que) (?:cela|ca|ceci) ne se reproduise|perche non (?:si ripeta|ricapiti|succeda piu)|per evitare che (?:si ripeta|ricapiti|succeda di nuovo)|para que (?:isso |isto )?nao (?:se repita|aconteca de novo|volte a acontecer))\b/u);

/** handoff39: a transfer under way now ("…, I'm transferring you to our fraud team now") is made, whatever condition
 * of relevance opens the sentence ("If you believe it has been used fraudulently, …"). */
const HAPPENING_NOW = warmOnFirstUse(/\b(?:i'm|i am|we're|we are) (?:now )?(?:transferring|connecting|passing|putting|handing|routing|escalating|forwarding|referring)\b[^.]*\b(?:now|right away|immediately)\b/u);

/** handoff39: a service request the agent submitted to the one who provides the service (a repair request to the letting
 * agent, a prescription renewal to the GP), its receipt acknowledged with a reference by the receiver or the tool, is the
 * submission done, as docs/score.md reads a thing submitted that now waits on its workflow's next step; with no one
 * promised to take it up with the user it passes nothing on. "I've passed your complaint to the billing team, who
 * will call you" still hands off. */
const SERVICE_REQUEST = warmOnFirstUse(/\b(?:(?:repair|renewal|refill|prescription|maintenance|replacement|inspection|collection|appointment) requests?|requests? for (?:a |an |the )?(?:repair|renewal|refill|repeat prescription|prescription|maintenance|replacement|inspection|collection)|demandes? de (?:renouvellement|reparation|rendez-vous|intervention|remplacement)|solicitud(?:es)? de (?:renovacion|reparacion|cita|receta|intervencion|sustitucion)|richiest[ae] di (?:rinnovo|riparazione|intervento|appuntamento|ricetta|sostituzione)|(?:pedido|solicitacao)(?:s|oes)? de (?:renovacao|reparo|conserto|consulta|receita|manutencao|troca)|(?:reparatur|verlangerungs|erneuerungs|rezept|wartungs|termin)(?:antrag|anfrage|auftrag|anforderung))/u);
const RECEIPT_ACKNOWLEDGED = warmOnFirstUse(/\b(?:they|he|she|it|the (?:tool|system|portal)|l'outil|le (?:systeme|portail)|la herramienta|el (?:sistema|portal)|lo strumento|il (?:sistema|portale)|a ferramenta|o (?:sistema|portal)|das (?:system|tool|portal)|sie)\s+(?:(?:has|have|a|ha|hat)\s+)?(?:gave|given|issued|returned|sent|confirmed|confirms|acknowledged|acknowledges|confirme|confirma|confirmo|conferma|confermato|confirmou|bestatigt|bestatigte|gab|hat)\b[^.]{0,40}?\b(?:reference|ref|receipt|reception|recepcion|recibo|ricezione|ricevuta|recebimento|protocolo|empfang|eingang|referenz|aktenzeichen)\b/u);
const CONTACT_PROMISED = warmOnFirstUse(/(?:'ll|\bwill|\bshall|\bva|\bvont|\bwird|\bwerden) (?:\w+ )?(?:contact|call|ring|email|write|reach|get back|be in touch|follow up|vous (?:contacter|rappeler|ecrire)|sich melden|sie (?:anrufen|kontaktieren))\b|\b(?:contactera|rappellera|contattera|richiamera|pondra en contacto|entrara em contato|meldet sich)\b/u);

// An offer or a hypothetical is not a hand-off yet: "I can connect you…", "if it persists, I'll escalate".
// handoff38: nor is a policy's condition ("…, provided their manager has been informed in advance").
const NOT_YET = warmOnFirstUse(/^\s*(?:provided|providing)\b|\b(?:as long as|so long as|can|could|would|may|might|shall i|should i|do you want|would you like|want me to|if (?:you|it|the|this|that|needed|necessary)|unless|once)\b/u);
// A refusal to hand off is not one: "I'm not able to transfer you", "there's no one to connect you to".
const NEGATED = warmOnFirstUse(/\b(?:not|never|cannot|can't|unable|no one|nobody|don't|won't|couldn't|isn't|aren't|haven't|hasn't|hadn't|didn't|wasn't|weren't)\b/u);

// handoff38: a forwarding someone else made — the user ("You escalated this to …") or another agent in the past
// ("Last month a colleague passed your file to …") — is a record, not this reply passing the request on.
const OTHER_PASSER = warmOnFirstUse(/\b(?:you|you've|you have|you had|(?:a|my|another|one of my|one of our|the previous|the last|an earlier) (?:colleague|agent|advisor|adviser|representative|rep)s?)\s+(?:(?:had|has|have|already|just)\s+){0,2}$/u);
// handoff38: nor is an instruction to the user ("Please forward your complaint to the claims team", "You should send
// your request to the HR office", "Raise it with your line manager"): the user is told whom to go to, as a referral.
const USER_TOLD = warmOnFirstUse(/(?:\bplease|\bkindly|\byou(?:'ll|'d| will| would| should| must| need to| have to| ought to)(?: (?:need|have) to)?(?: (?:just|also|first))?)\s+$/u);
const IMPERATIVE = warmOnFirstUse(/^(?:forward|escalate|raise|pass|refer|send|give|route|transfer|hand|redirect|assign)\b/u);
// handoff39: the user told to make the request themselves, the team's call-back after it ("Please make a request to the HR
// team and they will call you", "Submit a ticket to IT and they'll contact you"): the clause opens with the instruction.
const USER_TOLD_TO_ASK = warmOnFirstUse(/^\s*(?:(?:please|kindly)\s+|you(?:'ll| will| should| must| need to| have to| can)\s+)?(?:just\s+)?(?:make|send|raise|submit|open|file|log|put in|fill in|write)\s+(?:a|an|the|your)\b/u);
// handoff39: in German "haben" is the agent's only with "ich"/"wir": "Sie haben Ihren Antrag … weitergeleitet" is the user's.
const OTHER_PASSER_DE = warmOnFirstUse(/\b(?:sie|du|ihr|er)\s+$/u);

function clauseBefore(s: string, index: number): string {
  const before = s.slice(0, index);
  const cut = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf(':'), before.lastIndexOf(' — '));
  const clause = cut < 0 ? before : before.slice(cut + 1);
  // replies24: a dash or "but" between clauses also ends the one before ("I can't do that here - I've passed it on").
  const parts = clause.includes(' - ') || clause.includes(' – ') || clause.includes(' but ') ? clause.split(CLAUSE_DASH_24) : undefined;
  return parts === undefined ? clause : (parts[parts.length - 1] ?? '');
}

/** The words before a hand-off's match tell the user to pass it on, or the match opens its clause with an imperative. */
function toldToUser(before: string, matched: string): boolean {
  return USER_TOLD.test(before) || USER_TOLD_TO_ASK.test(before) || (/^[^\p{L}]*$/u.test(before) && IMPERATIVE.test(matched));
}

/** Where in one normalised sentence the conversation is handed on (the words that say so), if it
 * is. `question`: the sentence ends in "?". */
export function handOffAt(s: string, question: boolean): { start: number; end: number } | undefined {
  return question ? undefined : handOffSpans(s, true)[0];
}

/** Every place one sentence hands on (one per pattern that reads it), for leaving all of their words
 * out: "I've sent this to the fraud team, they'll contact you" hands off twice (replies9 round). */
export function allHandOffs(s: string): { start: number; end: number }[] {
  return handOffSpans(s, false);
}

/** replies13 round: a hand-off promised on a condition, not yet made: "I'll escalate this if the fix
 * doesn't work by Friday", "Wenn der Fehler wieder auftritt, leite ich … weiter". One already made
 * ("I've escalated this to …") stands whatever follows. */
function onCondition(s: string, start: number, end: number): boolean {
  // The perfect that says the hand-off is made is looked for after an opening condition's clause, not in it: "Once we
  // have it, our bereavement team will sort it out" is a promise on the user's next act, its "we have" a possession.
  const opening = CONDITION_OPENING.exec(s);
  const openingEnd = opening === null || opening[0].length > start ? 0 : opening[0].length;
  if (HANDOFF_DONE.test(s.slice(Math.max(0, start - 24, openingEnd), end))) return false;
  if (HAPPENING_NOW.test(s.slice(Math.max(0, start - 12)))) return false;
  return CONDITION_AFTER_HANDOFF.test(s.slice(end)) || opening !== null;
}

function handOffSpans(s: string, firstOnly: boolean): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  // replies22: a rule of a kind of thing ("Support tickets are escalated after 48 hours") hands nothing on.
  if (GENERIC_RULE_22.test(s)) return out;
  // The English forms and the later ones read alike: not an offer, a hypothetical or a refusal.
  // replies15: the request passed to another party (a hotel's reception, a restaurant's manager).
  // replies17: one frame for all of it (transfer verb + the request + to + a party), in six languages.
  // replies20: the request passed to a person or role by asking them or sending them the user's details.
  // replies25: an approval the agent has asked a person or team for.
  // replies27: a bare passive hand-off to a team, es/it clitic forms, German plural requests passed on.
  // lang28: the es/de/fr/it/pt forms of the same hand-offs (clitic receivers, details sent, call-backs asked).
  // replies36: the request told as lying with a team, put in a named queue, passed in a preterite, an approval sent.
  // handoff38: the request passed on as tickets and emails tell it (FORWARDED_38).
  // handoff39: a service request submitted and acknowledged, with no one to take it up with the user, is done (asked
  // only of a sentence some pattern reads).
  const submitted = (): boolean => SERVICE_REQUEST.test(s) && RECEIPT_ACKNOWLEDGED.test(s) && !CONTACT_PROMISED.test(s);
  for (const list of [EN, HANDOFF_MORE_STYLES, HANDOFF_PASSED_ON, HANDOFF_ROLES, HANDOFF_LOOSE_FORMS, HANDOFF_REQUEST_PASSED, HANDOFF_FOR_REVIEW_16, HANDOFF_FRAME_17, HANDOFF_TO_PERSON_20, HANDOFF_24, HANDOFF_27, HANDOFF_36, HANDOFF_AWAITING_APPROVER_25, LANG28_HANDOFF, FORWARDED_38, HANDOFF_39, HANDOFF_40, HANDOFF_41, HANDOFF_42, HANDOFF_43, HANDOFF_44, HANDOFF_VOICE_44]) {
    for (const re of candidates(list, s)) {
      const m = re.exec(s);
      if (m === null) continue;
      const before = clauseBefore(s, m.index);
      if (NOT_YET.test(before) || NEGATED.test(before) || OTHER_PASSER.test(before) || (OTHER_PASSER_DE.test(before) && /^(?:hab|habe|haben|hast|hat)\b/u.test(m[0])) || toldToUser(before, m[0]) || onCondition(s, m.index, m.index + m[0].length) || PREVENTION.test(s.slice(m.index)) || FEEDBACK_PASSED.test(m[0]) || submitted()) continue;
      out.push({ start: m.index, end: m.index + m[0].length });
      if (firstOnly) return out;
    }
  }
  for (const re of candidates(OTHER, s)) {
    const m = re.exec(s);
    if (m !== null && !/\b(?:no|non|nicht|ne|nao)\s+$/u.test(s.slice(0, m.index)) && !onCondition(s, m.index, m.index + m[0].length) && !PREVENTION.test(s.slice(m.index)) && !submitted()) {
      out.push({ start: m.index, end: m.index + m[0].length });
      if (firstOnly) return out;
    }
  }
  return out;
}
