// The page of package web: play a Sudoku, with pencil marks, undo, checks
// and hints drawn on the board. It talks to the API next to it, by
// relative URLs, so that it works wherever the handler is mounted.
"use strict";

(function () {
  const $ = (id) => document.getElementById(id);
  const board = $("board");
  const links = $("links");
  const overlay = $("overlay");
  const status = $("status");

  // The game: the givens, the player's entries and pencil marks (a bit
  // set per cell, bit d-1 for digit d), and the undo history.
  const game = {
    puzzle: new Array(81).fill(0),
    entries: new Array(81).fill(0),
    marks: new Array(81).fill(0),
    history: [],
    selected: 0,
    pencil: false,
    mistakes: new Map(), // cell -> true for a mark mistake, false for an entry
    solved: false,
  };

  // The hint on show: the API's answer and how much of it is shown
  // (1 nudge, 2 pointer, 3 explanation and picture).
  let hint = null;
  let hintStage = 0;

  const cells = [];
  const rowName = (c) => "r" + (Math.floor(c / 9) + 1) + "c" + ((c % 9) + 1);

  // buildBoard makes the 81 cells, in nine rows, once.
  function buildBoard() {
    for (let r = 0; r < 9; r++) {
      const row = document.createElement("div");
      row.className = "row";
      row.setAttribute("role", "row");
      for (let c = 0; c < 9; c++) {
        const i = r * 9 + c;
        const cell = document.createElement("div");
        cell.className = "cell row-" + r + " col-" + c;
        cell.setAttribute("role", "gridcell");
        cell.tabIndex = i === 0 ? 0 : -1;
        cell.dataset.cell = String(i);
        cell.addEventListener("click", () => select(i, true));
        row.appendChild(cell);
        cells.push(cell);
      }
      board.appendChild(row);
    }
    board.addEventListener("keydown", onBoardKey);
  }

  const value = (i) => game.puzzle[i] || game.entries[i];
  const sees = (a, b) =>
    a !== b &&
    (Math.floor(a / 9) === Math.floor(b / 9) ||
      a % 9 === b % 9 ||
      (Math.floor(a / 27) === Math.floor(b / 27) &&
        Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3)));
  const digitsOf = (m) => {
    const out = [];
    for (let d = 1; d <= 9; d++) if (m & (1 << (d - 1))) out.push(d);
    return out;
  };
  const maskOf = (s) => {
    let m = 0;
    for (const ch of s) m |= 1 << (Number(ch) - 1);
    return m;
  };

  // The hint's picture, by cell: roles of houses and cells, roles and
  // eliminations of candidates, placements.
  function pictureOf(h) {
    const p = { house: new Map(), cell: new Map(), cand: new Map(), elim: new Set(), place: new Map() };
    if (!h) return p;
    for (const it of h.step.pattern) {
      const role = it.role.replace(/ /g, "-");
      if (it.cells) {
        for (const c of it.cells) if (!p.house.has(c)) p.house.set(c, role);
      } else if (it.cell !== undefined) {
        if (it.digit) p.cand.set(it.cell * 10 + it.digit, role);
        else p.cell.set(it.cell, role);
      }
    }
    for (const e of h.step.eliminations) p.elim.add(e.cell * 10 + e.digit);
    for (const pl of h.step.placements) p.place.set(pl.cell, pl.digit);
    return p;
  }

  // render draws the whole board from the game and the hint.
  function render() {
    const showPicture = hint && hintStage >= 3;
    const showPointer = hint && hintStage === 2;
    board.classList.toggle("picture", !!showPicture);
    board.classList.toggle("pointer", !!showPointer);
    const pic = pictureOf(hint && hintStage >= 2 ? hint : null);
    const sel = game.selected;
    const selValue = value(sel);
    for (let i = 0; i < 81; i++) {
      const cell = cells[i];
      const v = value(i);
      const given = game.puzzle[i] !== 0;
      cell.replaceChildren();
      cell.classList.toggle("given", given);
      cell.classList.toggle("entry", !given && v !== 0);
      cell.classList.toggle("selected", !showPicture && i === sel);
      // The picture keeps to the step's colours.
      cell.classList.toggle("peer", !showPicture && sees(i, sel));
      cell.classList.toggle("same", !showPicture && i !== sel && v !== 0 && v === selValue);
      cell.classList.toggle("mistake", game.mistakes.has(i));
      for (const cls of [...cell.classList]) {
        if (cls.startsWith("house-") || cls.startsWith("cell-")) cell.classList.remove(cls);
      }
      if (pic.house.has(i)) cell.classList.add("house-" + pic.house.get(i));
      if (showPicture && pic.cell.has(i)) cell.classList.add("cell-" + pic.cell.get(i));
      let label = rowName(i) + ", ";
      if (v !== 0) {
        cell.textContent = String(v);
        label += (given ? "given " : "") + v;
      } else {
        // In the picture, empty cells show the marks the step was found on.
        const m = showPicture ? maskOf(hint.marks[i]) : game.marks[i];
        const place = showPicture ? pic.place.get(i) : undefined;
        if (place) {
          const s = document.createElement("span");
          s.className = "placement";
          s.textContent = String(place);
          cell.appendChild(s);
          label += "hint places " + place;
        } else if (m) {
          cell.appendChild(marksOf(i, m, showPicture ? pic : null));
          label += "marks " + digitsOf(m).join(" ");
        } else {
          label += "empty";
        }
      }
      if (game.mistakes.has(i)) {
        label += game.mistakes.get(i) ? ", marks leave out the digit" : ", mistake";
      }
      if (showPicture && pic.house.has(i)) label += ", in the hint's " + pic.house.get(i).replace(/-/g, " ") + " house";
      cell.setAttribute("aria-label", label);
      cell.setAttribute("aria-readonly", given ? "true" : "false");
      cell.setAttribute("aria-selected", i === sel ? "true" : "false");
      if (game.mistakes.has(i)) cell.setAttribute("aria-invalid", "true");
      else cell.removeAttribute("aria-invalid");
      cell.tabIndex = i === sel ? 0 : -1;
    }
    $("undo").disabled = game.history.length === 0;
    drawLinks(showPicture ? hint : null);
  }

  // marksOf returns the pencil marks m of cell i, coloured by the picture
  // pic when there is one.
  function marksOf(i, m, pic) {
    const grid = document.createElement("div");
    grid.className = "marks";
    for (let d = 1; d <= 9; d++) {
      const s = document.createElement("span");
      s.className = "mark";
      s.dataset.digit = String(d);
      if (m & (1 << (d - 1))) {
        s.textContent = String(d);
        if (pic) {
          const role = pic.cand.get(i * 10 + d);
          if (role) s.classList.add("role-" + role);
          if (pic.elim.has(i * 10 + d)) s.classList.add("elim");
        }
      }
      grid.appendChild(s);
    }
    return grid;
  }

  // centre returns the centre of candidate d of cell i (or of the cell,
  // for d 0) in the overlay's units, which are the board's pixels.
  function centre(i, d) {
    const base = board.getBoundingClientRect();
    let el = cells[i];
    if (d) el = cells[i].querySelector('.mark[data-digit="' + d + '"]') || el;
    const r = el.getBoundingClientRect();
    return { x: r.left - base.left + r.width / 2, y: r.top - base.top + r.height / 2, r: Math.min(r.width, r.height) / 2 };
  }

  // drawLinks draws the chain of the step h: an arrow from each node to
  // the next, solid for a strong link and dashed for a weak one.
  function drawLinks(h) {
    links.replaceChildren();
    const base = board.getBoundingClientRect();
    overlay.setAttribute("viewBox", "0 0 " + base.width + " " + base.height);
    if (!h) return;
    const pat = h.step.pattern;
    const ns = "http://www.w3.org/2000/svg";
    for (let k = 1; k < pat.length; k++) {
      const it = pat[k];
      const prev = pat[k - 1];
      if (it.role !== "strong link" && it.role !== "weak link") continue;
      if (it.cell === undefined || prev.cell === undefined) continue;
      const a = centre(prev.cell, prev.digit);
      const b = centre(it.cell, it.digit);
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const len = Math.hypot(dx, dy);
      if (len < 1) continue;
      // Stop short of the candidates' circles, and bow the line a little
      // so that links between the same cells stay apart.
      const ux = dx / len;
      const uy = dy / len;
      const x1 = a.x + ux * a.r;
      const y1 = a.y + uy * a.r;
      const x2 = b.x - ux * b.r;
      const y2 = b.y - uy * b.r;
      const bow = Math.min(30, len / 6);
      const cx = (x1 + x2) / 2 - uy * bow;
      const cy = (y1 + y2) / 2 + ux * bow;
      const path = document.createElementNS(ns, "path");
      const kind = it.role === "strong link" ? "strong" : "weak";
      path.setAttribute("d", "M" + x1 + " " + y1 + "Q" + cx + " " + cy + " " + x2 + " " + y2);
      path.setAttribute("class", "link link-" + kind);
      path.setAttribute("marker-end", "url(#arrow-" + kind + ")");
      links.appendChild(path);
    }
  }

  function say(text, kind) {
    status.textContent = text;
    status.className = "status" + (kind ? " " + kind : "");
  }

  // change records the game for undo, then runs f, which changes it.
  function change(f) {
    game.history.push({ entries: game.entries.slice(), marks: game.marks.slice() });
    f();
    game.mistakes.clear();
    closeHint();
    afterChange();
  }

  function afterChange() {
    render();
    if (game.puzzle.every((g, i) => g || game.entries[i])) check(true);
    else if (game.solved) game.solved = false;
  }

  function undo() {
    const last = game.history.pop();
    if (!last) {
      say("Nothing to undo.");
      return;
    }
    game.entries = last.entries;
    game.marks = last.marks;
    game.mistakes.clear();
    game.solved = false;
    closeHint();
    say("Undone.");
    render();
  }

  // write puts digit d in the selected cell (0 erases it), or toggles
  // the pencil mark d when asked for marks.
  function write(d, asMark) {
    const i = game.selected;
    if (game.puzzle[i]) {
      say(rowName(i) + " is a given.");
      return;
    }
    if (d === 0) {
      if (!game.entries[i] && !game.marks[i]) return;
      change(() => {
        if (game.entries[i]) game.entries[i] = 0;
        else game.marks[i] = 0;
      });
      return;
    }
    if (asMark) {
      if (game.entries[i]) {
        say("Erase " + rowName(i) + " before marking it.");
        return;
      }
      change(() => {
        game.marks[i] ^= 1 << (d - 1);
      });
      return;
    }
    if (game.entries[i] === d) return;
    change(() => {
      game.entries[i] = d;
    });
  }

  function select(i, focus) {
    game.selected = i;
    render();
    if (focus) cells[i].focus();
  }

  function onBoardKey(e) {
    const i = game.selected;
    const moves = { ArrowUp: -9, ArrowDown: 9, ArrowLeft: -1, ArrowRight: 1 };
    if (e.key in moves) {
      const r = Math.floor(i / 9);
      const c = i % 9;
      let j = i;
      if (e.key === "ArrowUp") j = ((r + 8) % 9) * 9 + c;
      if (e.key === "ArrowDown") j = ((r + 1) % 9) * 9 + c;
      if (e.key === "ArrowLeft") j = r * 9 + ((c + 8) % 9);
      if (e.key === "ArrowRight") j = r * 9 + ((c + 1) % 9);
      select(j, true);
      e.preventDefault();
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const m = /^(?:Digit|Numpad)([0-9])$/.exec(e.code) || /^([0-9])$/.exec(e.key);
    if (m) {
      write(Number(m[1]), e.shiftKey || game.pencil);
      e.preventDefault();
      return;
    }
    if (e.key === "Backspace" || e.key === "Delete" || e.key === ".") {
      write(0, false);
      e.preventDefault();
    }
  }

  // Keys that work anywhere but in a text field.
  document.addEventListener("keydown", (e) => {
    const t = e.target;
    if (t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) return;
    if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === "z") {
      undo();
      e.preventDefault();
      return;
    }
    if (e.key === "Escape" && hint) {
      closeHint();
      cells[game.selected].focus();
      e.preventDefault();
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const k = e.key.toLowerCase();
    if (k === "u") undo();
    else if (k === "p") setPencil(!game.pencil);
    else if (k === "h") askHint();
    else return;
    e.preventDefault();
  });

  function setPencil(on) {
    game.pencil = on;
    $("pencil").setAttribute("aria-pressed", on ? "true" : "false");
    say(on ? "Pencil marks on." : "Pencil marks off.");
  }

  // api posts body to the endpoint name and returns the answer, or
  // throws the API's error (with its code, message and cells).
  async function api(name, body) {
    const resp = await fetch("api/" + name, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const data = await resp.json();
    if (!resp.ok) {
      const err = new Error(data.error ? data.error.message : "HTTP " + resp.status);
      err.api = data.error || {};
      throw err;
    }
    return data;
  }

  const gridText = (g) => g.map((d) => (d ? String(d) : ".")).join("");
  const position = () => ({
    puzzle: gridText(game.puzzle),
    entries: gridText(game.entries),
    marks: game.marks.map((m) => digitsOf(m).join("")),
  });

  function load(puzzle, note) {
    game.puzzle = Array.from(puzzle, (ch) => (ch === "." ? 0 : Number(ch)));
    game.entries = new Array(81).fill(0);
    game.marks = new Array(81).fill(0);
    game.history = [];
    game.mistakes.clear();
    game.solved = false;
    game.selected = game.puzzle.findIndex((d) => d === 0);
    if (game.selected < 0) game.selected = 0;
    closeHint();
    render();
    say(note);
  }

  async function busy(button, f) {
    button.disabled = true;
    board.setAttribute("aria-busy", "true");
    try {
      await f();
    } catch (err) {
      say(err.message, "error");
    } finally {
      button.disabled = false;
      board.removeAttribute("aria-busy");
    }
  }

  function newPuzzle() {
    const level = $("level").value;
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    return busy($("new"), async () => {
      say("Making a puzzle...");
      const g = await api("generate", { level, seed });
      load(g.puzzle, "A new " + g.grade.level + " puzzle: rating " +
        g.grade.rating.toFixed(1) + ", " + g.clues + " clues.");
    });
  }

  function playPasted() {
    const text = $("paste").value.trim();
    return busy($("play"), async () => {
      if (!text) throw new Error("Paste a puzzle first.");
      let grade;
      try {
        grade = await api("rate", { puzzle: text });
      } catch (err) {
        $("paste").setAttribute("aria-invalid", "true");
        throw err;
      }
      $("paste").removeAttribute("aria-invalid");
      load(grade.puzzle, "Your puzzle: " + grade.level + ", rating " + grade.rating.toFixed(1) + ".");
    });
  }

  // check asks for the mistakes; auto is true when the grid just filled.
  function check(auto) {
    return busy($("check"), async () => {
      const r = await api("check", position());
      game.mistakes.clear();
      for (const m of r.mistakes) game.mistakes.set(m.cell, m.mark);
      render();
      if (r.solved) {
        game.solved = true;
        say("Solved! Well done.", "solved");
      } else if (r.mistakes.length) {
        const n = r.mistakes.length;
        say(n + (n === 1 ? " mistake: " : " mistakes: ") +
          r.mistakes.map((m) => m.name + (m.mark ? " (marks)" : "")).join(", ") + ".", "error");
      } else if (!auto) {
        say("No mistakes so far.");
      }
    });
  }

  function askHint() {
    if (hint) {
      moreHint();
      return;
    }
    busy($("hint"), async () => {
      try {
        hint = await api("hint", position());
      } catch (err) {
        const e = err.api || {};
        if (e.code === "mistake" && e.cells) {
          game.mistakes.clear();
          for (const c of e.cells) game.mistakes.set(c, !!e.mark);
          render();
          throw new Error("Fix the mistake first: " + e.message + ".");
        }
        if (e.code === "solved") throw new Error("The puzzle is solved.");
        throw err;
      }
      hintStage = 0;
      $("hint-text").replaceChildren();
      $("hint-panel").hidden = false;
      moreHint();
    });
  }

  const stageText = ["nudge", "pointer", "explanation"];
  const stageLabel = ["Look for", "Look at", "The step"];

  function moreHint() {
    if (!hint || hintStage >= 3) return;
    const li = document.createElement("li");
    const b = document.createElement("strong");
    b.textContent = stageLabel[hintStage] + ": ";
    li.append(b, hint[stageText[hintStage]]);
    $("hint-text").appendChild(li);
    hintStage++;
    $("hint-more").hidden = hintStage >= 3;
    $("hint-apply").hidden = hintStage < 3;
    drawLegend();
    render();
    say(hint[stageText[hintStage - 1]]);
    (hintStage >= 3 ? $("hint-apply") : $("hint-more")).focus();
  }

  function drawLegend() {
    const legend = $("legend");
    legend.replaceChildren();
    if (hintStage < 3) return;
    const roles = new Set(hint.step.pattern.map((it) => it.role));
    const entries = [...roles].map((r) => [r, "role-" + r.replace(/ /g, "-")]);
    if (hint.step.placements.length) entries.push(["placed", "placement-swatch"]);
    if (hint.step.eliminations.length) entries.push(["removed", "elim-swatch"]);
    for (const [name, cls] of entries) {
      const li = document.createElement("li");
      const sw = document.createElement("span");
      sw.className = "swatch mark " + cls;
      li.append(sw, name);
      legend.appendChild(li);
    }
  }

  // applyHint carries out the step: its placements become entries, and
  // its eliminations come off the marks (cells the player had not marked
  // take the marks the step was found on).
  function applyHint() {
    const h = hint;
    if (!h) return;
    change(() => {
      for (const e of h.step.eliminations) {
        if (!game.marks[e.cell]) game.marks[e.cell] = maskOf(h.marks[e.cell]);
        game.marks[e.cell] &= ~(1 << (e.digit - 1));
      }
      for (const p of h.step.placements) game.entries[p.cell] = p.digit;
    });
    say("Applied: " + h.explanation);
    cells[game.selected].focus();
  }

  function closeHint() {
    const had = hint !== null;
    hint = null;
    hintStage = 0;
    $("hint-panel").hidden = true;
    if (had) render();
  }

  buildBoard();
  render();
  $("new-form").addEventListener("submit", (e) => {
    e.preventDefault();
    newPuzzle();
  });
  $("paste-form").addEventListener("submit", (e) => {
    e.preventDefault();
    playPasted();
  });
  for (const b of document.querySelectorAll(".pad button")) {
    b.addEventListener("click", () => write(Number(b.dataset.digit), game.pencil));
  }
  $("pencil").addEventListener("click", () => setPencil(!game.pencil));
  $("undo").addEventListener("click", undo);
  $("check").addEventListener("click", () => check(false));
  $("hint").addEventListener("click", askHint);
  $("hint-more").addEventListener("click", moreHint);
  $("hint-apply").addEventListener("click", applyHint);
  $("hint-close").addEventListener("click", () => {
    closeHint();
    cells[game.selected].focus();
  });
  window.addEventListener("resize", () => render());
  newPuzzle();
})();
