import { Session } from './session';
const AT_ADDRESS = { profile: { first_name: 'Dana', last_name: 'Reyes', date_of_birth: '1985-06-01', ssn_present: true }, filingStatus: 'single' };
const s = new Session(AT_ADDRESS as never); console.log(s.greet().asked);
for (const m of ['62 willow dr, boise, id', '83702']) { const r = s.say(m); console.log(m, JSON.stringify(Session.proposalOf(r)), r.plan.asked, r.text.slice(-80)); }
