// What the repository ships in the owner's place, in one file: the sample facts of site.yaml and
// the texts of content/i18n/*.json that speak in her voice or promise something about her (who
// she is, what she studied, how fast she answers, how she works). The publish check lists each
// that still reads as shipped until she writes her own or confirms it (site.yaml `confirmed`).

/** The neutral values content/site.yaml ships with; none may reach a real visitor unconfirmed. */
export const sampleFacts = {
  name: 'Anna Eksempel',
  role: 'Juridisk vejleder (frivillig)',
  phone: '+45 12 34 56 78',
  instagram: '@juridiskvejledning',
  founded: '2025-03',
  study: 'Jurastuderende på 3. år af bacheloruddannelsen i jura',
  university: 'Eksempel Universitet',
} as const;

/** A sample address (example.dk, example.com, …): never a real one, so never confirmable. */
export const sampleDomain = /(^|[@./])example\.(dk|com|org|net)(\/|$)/i;

/** Each owner text's sample, by key. */
export const ownerTextSamples: Readonly<Record<string, { da: string; en: string }>> = {
  "hero.trust": {
    da: "Gratis · Svar inden for 1–2 hverdage · Jurastuderende, ikke advokat",
    en: "Free · Reply within 1–2 working days · Law student, not a lawyer",
  },
  "profile.text1": {
    da: "Jeg læser jura og bruger min fritid på at hjælpe privatpersoner og små virksomheder, der står med et juridisk spørgsmål og ikke ved, hvor de skal starte.",
    en: "I study law and spend my spare time helping private persons and small businesses who face a legal question and do not know where to start.",
  },
  "profile.text2": {
    da: "Jeg forklarer dine muligheder på almindeligt dansk, så du kan tage den næste beslutning selv. Er sagen for stor til mig, siger jeg det ærligt og peger dig videre.",
    en: "I explain your options in plain language so that you can make the next decision yourself. If a case is too big for me, I say so honestly and point you onwards.",
  },
  "mission.quote": {
    da: "Alle skal have mulighed for at forstå deres rettigheder – uanset hvor mange penge de har. Jura skal kunne forklares, så det giver mening for dem, det handler om.",
    en: "Everyone should be able to understand their rights – however much money they have. Law should be explained so that it makes sense to the people it concerns.",
  },
  "cta.text": {
    da: "Skriv til mig. Vejledningen er gratis, frivillig og uforpligtende, og du får som regel svar inden for 1–2 hverdage.",
    en: "Write to me. The guidance is free, voluntary and non-binding, and you will usually hear back within 1–2 working days.",
  },
  "services.intro": {
    da: "Jeg giver gratis og uforpligtende vejledning inden for de områder, hvor jeg har læst og taget kurser. Her kan du se, hvad jeg kan hjælpe med, og hvordan det foregår.",
    en: "I give free, no-obligation guidance in the areas I have studied and taken courses in. See what I can help with and how it works.",
  },
  "services.step1.text": {
    da: "Du skriver til mig via formularen, på e-mail, telefon eller Instagram og fortæller kort om din situation.",
    en: "You write to me via the form, by e-mail, phone or Instagram, and briefly describe your situation.",
  },
  "services.step2.text": {
    da: "Vi taler sagen igennem – på skrift, i telefonen eller på et videomøde – så jeg forstår, hvad du har brug for.",
    en: "We talk the matter through – in writing, by phone or in a video meeting – so that I understand what you need.",
  },
  "services.coursesText": {
    da: "Ud over studiet har jeg gennemført en række kurser i de områder, jeg vejleder i.",
    en: "Besides my studies, I have completed a number of courses in the areas I give guidance in.",
  },
  "about.intro": {
    da: "Jeg er jurastuderende og hjælper frivilligt mennesker, der står med et juridisk spørgsmål.",
    en: "I am a law student who volunteers to help people facing a legal question.",
  },
  "about.bio1": {
    da: "Jeg hedder {name} og læser jura. Under studiet har jeg mødt mange, der ikke har råd til juridisk rådgivning, men som har brug for at forstå deres situation – en opsigelse, en inkassoskrivelse, en sag om samvær.",
    en: "My name is {name} and I study law. During my studies I have met many people who cannot afford legal advice but need to understand their situation – a dismissal, a debt collection letter, a contact case.",
  },
  "about.bio2": {
    da: "Derfor startede jeg Juridisk Vejledning i {founded}. Her giver jeg gratis, frivillig og uforpligtende vejledning via Instagram, telefon, e-mail eller videomøde.",
    en: "That is why I started Juridisk Vejledning in {founded}. Here I give free, voluntary and non-binding guidance via Instagram, phone, e-mail or video meeting.",
  },
  "about.missionText": {
    da: "Alle skal kunne forstå deres rettigheder og pligter – uanset økonomi. Jeg vil gøre jura tilgængelig og forklare den, så den giver mening.",
    en: "Everyone should be able to understand their rights and duties – whatever their finances. I want to make law accessible and explain it so that it makes sense.",
  },
  "about.value.accessibility.text": {
    da: "Vejledningen er gratis og nem at få. Du kan skrive, ringe eller mødes med mig online.",
    en: "The guidance is free and easy to get. You can write, call or meet me online.",
  },
  "about.value.clarity.text": {
    da: "Jeg forklarer reglerne på almindeligt dansk og siger det tydeligt, når noget er usikkert.",
    en: "I explain the rules in plain language and say clearly when something is uncertain.",
  },
  "about.value.respect.text": {
    da: "Jeg lytter, dømmer ikke og behandler det, du fortæller mig, fortroligt, så langt loven tillader det.",
    en: "I listen, do not judge, and treat what you tell me confidentially, as far as the law allows.",
  },
  "about.qualification1": {
    da: "Jurastuderende ved et dansk universitet",
    en: "Law student at a Danish university",
  },
  "about.qualification2": {
    da: "Kurser i familieret, inkasso, straffeproces, erhvervsret, ansættelsesret og ejendomsret (se nedenfor)",
    en: "Courses in family law, debt collection, criminal procedure, business law, employment law and property law (see below)",
  },
  "about.qualification3": {
    da: "Erfaring med frivillig juridisk vejledning siden opstarten",
    en: "Experience with voluntary legal guidance since the start",
  },
  "contact.metaDescription": {
    da: "Kontakt Juridisk Vejledning via formular, e-mail, telefon eller Instagram. Du får som regel svar inden for 1–2 hverdage.",
    en: "Contact Juridisk Vejledning by form, e-mail, phone or Instagram. You will usually hear back within 1–2 working days.",
  },
  "contact.replyTime": {
    da: "Jeg svarer hurtigst muligt – som regel inden for 1–2 hverdage.",
    en: "I reply as soon as possible – usually within 1–2 working days.",
  },
  "contact.faq2.a": {
    da: "Du skriver eller ringer og fortæller kort om din situation. Derefter taler vi sagen igennem via e-mail, telefon, Instagram eller videomøde, og jeg forklarer reglerne og dine muligheder. Jeg vejleder aldrig begge parter i samme sag.",
    en: "You write or call and briefly describe your situation. Then we talk it through by e-mail, phone, Instagram or video meeting, and I explain the rules and your options. I never give guidance to both parties in the same case.",
  },
  "urgent.text": {
    da: "Har du brug for hjælp nu, så ring til et af disse numre. De kan hjælpe med det samme; jeg svarer først inden for 1–2 hverdage.",
    en: "If you need help now, call one of these numbers. They can help at once; I reply only within 1–2 working days.",
  },
  "next.sentText": {
    da: "Din besked er modtaget. Jeg svarer hurtigst muligt – som regel inden for 1–2 hverdage, på e‑mail eller telefon.",
    en: "Your message has been received. I will reply as soon as possible – usually within 1–2 working days, by e-mail or phone.",
  },
  "next.noReply": {
    da: "Har du ikke hørt fra mig inden for 2 hverdage, så se efter i dit spamfilter, og skriv eller ring igen.",
    en: "If you have not heard from me within 2 working days, check your spam folder, and write or call again.",
  },
};
