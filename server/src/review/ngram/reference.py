#!/usr/bin/env python3
"""Write reference.tsv (beside this script): pocketsphinx's own scores for the reader's tests
(server/src/review/ngram/tests.rs).

Run with the pinned wheel installed (pocketsphinx==5.1.1, cp311 manylinux x86_64,
sha256 bb8fd0fc7fb08dd8f85da21f5121f34ebf4186a5bee91ce85e2d358e69a448bf):

    python3 -m venv venv && venv/bin/pip install pocketsphinx==5.1.1
    venv/bin/python reference.py

The model is $SPHINX_LM, default models/en-us.lm.bin in the repository
(copied there from the installed package if missing).

Scores come from `NGramModel.prob(words)`, which calls C `ngram_prob()` ->
`ngram_ng_prob()` -> `ngram_model_trie_raw_score()`: the raw backoff score in
pocketsphinx logmath units (log base 1.0001) truncated to int32, with no language
weight and no insertion penalty. `words` is [word, previous, one before...].
Note: the 5.1.1 binding mallocs len(words) *bytes* for the pointer array; with
glibc's 24-byte minimum chunk this is safe up to 3 words, so never pass more.

Output lines (tab-separated):
    ng    <int score>  <log10 via LogMath.log_to_log10>  <word>  <context oldest-first, space-separated>
    sent  <int sum>    <log10 of the sum>                 <words space-separated, without <s> </s>>
"""
import importlib
import inspect
import math
import os
import random
import re
import shutil

import pocketsphinx

HERE = os.path.dirname(os.path.abspath(__file__))
LM = os.environ.get("SPHINX_LM", os.path.join(HERE, "../../../../models/en-us.lm.bin"))
OUT = os.path.join(HERE, "reference.tsv")

SENTENCES = """
the quick brown fox jumps over the lazy dog
i would like to book a flight to boston on monday morning
we are going to the store to buy some milk and bread
it was the best of times it was the worst of times
please call me back as soon as possible
the president of the united states said on tuesday that the economy is growing
she sells sea shells by the sea shore
can you tell me how to get to the nearest train station
there is no place like home
the stock market fell sharply in early trading today
my name is john and i live in new york city
what time does the meeting start tomorrow
he said that he would not be able to come to the party
the weather will be cold and rainy for the rest of the week
they have been working on this project for three years
do you know where i left my keys
a b c d e f g
one two three four five six seven eight nine ten
the company reported a loss of two million dollars in the second quarter
to be or not to be that is the question
colorless green ideas sleep furiously
the cat sat on the mat
good morning everyone and welcome to the show
turn left at the next intersection and then go straight
i think therefore i am
the children were playing in the park when it started to rain
we need more information before we can make a decision
zyuganov's supporters gathered in moscow
""".strip().splitlines()

STDLIB = ["json", "os", "re", "random", "collections", "argparse", "logging", "email",
          "http.client", "unittest", "subprocess", "threading", "datetime", "decimal"]


def main():
    if not os.path.exists(LM):
        os.makedirs(os.path.dirname(LM), exist_ok=True)
        shutil.copy(os.path.join(pocketsphinx.get_model_path(), "en-us", "en-us.lm.bin"), LM)
    lmath = pocketsphinx.LogMath()  # base 1.0001, like the decoder's default -logbase
    lm = pocketsphinx.NGramModel(None, lmath, LM)
    zero = lmath.get_zero()

    def prob(word, context):  # context oldest-first
        assert len(context) <= 2
        return lm.prob([word] + list(reversed(context)))

    # Vocabulary sample: CMUdict words known to the LM (prob != log zero), plus OOVs.
    dict_words = []
    with open(os.path.join(pocketsphinx.get_model_path(), "en-us", "cmudict-en-us.dict")) as f:
        for line in f:
            w = line.split(" ", 1)[0]
            if "(" not in w:
                dict_words.append(w)
    rng = random.Random(20240501)
    cand = rng.sample(dict_words, 3000)
    known = [w for w in cand if prob(w, []) != zero][:800]
    oov = [w for w in cand if prob(w, []) == zero][:20] + ["xyzzyq", "<unk>", "<UNK>", "The", "HELLO"]

    # Natural text: hand-written sentences + stdlib docstrings (many real bigrams/trigrams).
    text = list(SENTENCES)
    for name in STDLIB:
        mod = importlib.import_module(name)
        docs = [inspect.getdoc(mod) or ""] + [inspect.getdoc(o) or "" for _, o in sorted(vars(mod).items())
                                              if inspect.isfunction(o) or inspect.isclass(o)]
        for d in docs:
            for s in re.split(r"[.!?\n]\s*\n?", d):
                toks = re.findall(r"[a-z][a-z']*", s.lower())
                if 3 <= len(toks) <= 25:
                    text.append(" ".join(toks))
    doc_sents = text[len(SENTENCES):]
    rng.shuffle(doc_sents)
    text = text[:len(SENTENCES)] + doc_sents

    cases = set()
    # unigrams
    for w in known[:60] + ["<s>", "</s>", "the", "a", "of"] + oov[:8]:
        cases.add((w, ()))
    # n-grams from text, with <s> / </s>
    for s in text[:400]:
        toks = ["<s>"] + s.split() + ["</s>"]
        for i in range(1, len(toks)):
            cases.add((toks[i], (toks[i - 1],)))
            if i >= 2:
                cases.add((toks[i], (toks[i - 2], toks[i - 1])))
    # random combinations (mostly backoff paths), partly around frequent words
    common = ["the", "of", "and", "to", "a", "in", "is", "that", "for", "it", "<s>", "</s>"]
    for _ in range(400):
        a, b, c = rng.choice(known), rng.choice(known + common), rng.choice(known + common)
        cases.add((c, (b,)))
        cases.add((c, (a, b)))
        cases.add((rng.choice(common), (rng.choice(known), rng.choice(common))))
    # OOV word or OOV in the context (pocketsphinx cuts the history there)
    for w in oov:
        cases.add((w, ("the",)))
        cases.add(("the", (w,)))
        cases.add(("of", (w, "end")))
        cases.add(("end", ("of", w)))
    # Trigrams stored under an unsorted sibling range (found by the Rust test
    # every_stored_ngram_round_trips): the interpolation search cannot reach
    # them, in pocketsphinx too. Kept here to prove pocketsphinx backs off as well.
    for ctx, w in [(("whips", "and"), "bullhorns"), (("teased", "and"), "bullhorns"),
                   (("<s>", "and"), "jerri"), (("coach", "and"), "jerri")]:
        cases.add((w, ctx))
    cases = sorted(cases)
    rng.shuffle(cases)
    cases = cases[:4000] + [c for c in cases[4000:] if c[0] in ("bullhorns", "jerri")]

    sents = text[:40] + text[len(SENTENCES) + 300:len(SENTENCES) + 310]
    sents += [" ".join(rng.choice(known) for _ in range(rng.randint(1, 12))) for _ in range(10)]
    sents += ["", "the", "hello xyzzyq world", "xyzzyq", "the The THE the", "i saw zyuganov's xyzzyq plan today"]

    with open(OUT, "w") as out:
        for w, ctx in cases:
            p = prob(w, ctx)
            out.write(f"ng\t{p}\t{lmath.log_to_log10(p)!r}\t{w}\t{' '.join(ctx)}\n")
        for s in sents:
            toks = ["<s>"] + s.split() + ["</s>"]
            total = sum(prob(toks[i], toks[max(0, i - 2):i]) for i in range(1, len(toks)))
            # (sums may exceed int32, which LogMath.log_to_log10 takes: same formula in float)
            out.write(f"sent\t{total}\t{total * math.log(1.0001) / math.log(10)!r}\t{s}\n")
    print(f"wrote {len(cases)} n-grams and {len(sents)} sentences to {OUT}")


if __name__ == "__main__":
    main()
