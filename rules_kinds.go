package sudoku

import "strconv"

// The names of the kinds of dots, lines and outside clues, as the JSON
// form writes them, and their text methods.

var dotKindNames = [...]string{WhiteDot: "white", BlackDot: "black",
	XMark: "x", VMark: "v", SumMark: "sum"}

var lineKindNames = [...]string{WhisperLine: "whisper", RenbanLine: "renban",
	PalindromeLine: "palindrome", BetweenLine: "between", LockoutLine: "lockout",
	RegionSumLine: "regionSum", ZipperLine: "zipper", EntropicLine: "entropic",
	ModularLine: "modular", DoubleArrowLine: "doubleArrow"}

var outsideKindNames = [...]string{LittleKillerClue: "littleKiller",
	SandwichClue: "sandwich", XSumClue: "xSum", SkyscraperClue: "skyscraper"}

// kindName returns the name of the kind k in names, and whether k is a
// kind at all.
func kindName[K ~uint8](names []string, k K) (string, bool) {
	if int(k) < len(names) && names[k] != "" {
		return names[k], true
	}
	return "", false
}

// kindByName returns the kind whose name in names is s.
func kindByName[K ~uint8](names []string, s string) (K, bool) {
	for k, name := range names {
		if name != "" && name == s {
			return K(k), true
		}
	}
	return 0, false
}

// kindList returns the names of names as a list for a message, as in
// "white, black, x, v or sum".
func kindList(names []string) string {
	var list string
	var last string
	for _, name := range names {
		if name == "" {
			continue
		}
		if last != "" {
			if list != "" {
				list += ", "
			}
			list += last
		}
		last = name
	}
	if list == "" {
		return last
	}
	return list + " or " + last
}

// kindString is the String method of every kind: the name, or the type
// and number of a value that is not a kind.
func kindString[K ~uint8](names []string, k K, typ string) string {
	if name, ok := kindName(names, k); ok {
		return name
	}
	return typ + "(" + strconv.Itoa(int(k)) + ")"
}

// kindMarshal is the MarshalText method of every kind.
func kindMarshal[K ~uint8](names []string, k K, what string) ([]byte, error) {
	name, ok := kindName(names, k)
	if !ok {
		return nil, &JSONError{Value: strconv.Itoa(int(k)), Reason: "is not " + what}
	}
	return []byte(name), nil
}

// kindUnmarshal is the UnmarshalText method of every kind.
func kindUnmarshal[K ~uint8](names []string, k *K, text []byte, what string) error {
	kind, ok := kindByName[K](names, string(text))
	if !ok {
		return &JSONError{Value: strconv.Quote(cut(string(text))),
			Reason: "is not " + what + " (" + kindList(names) + ")"}
	}
	*k = kind
	return nil
}

// String returns the name of the kind as the JSON form writes it: "white",
// "black", "x", "v" or "sum"; or "DotKind(n)" for a value that is not a
// kind.
func (k DotKind) String() string { return kindString(dotKindNames[:], k, "DotKind") }

// MarshalText implements [encoding.TextMarshaler]: it returns the name
// that [DotKind.String] gives. A value that is not a kind is an error of
// type [*JSONError].
func (k DotKind) MarshalText() ([]byte, error) {
	return kindMarshal(dotKindNames[:], k, "a dot kind")
}

// UnmarshalText implements [encoding.TextUnmarshaler], so that a DotKind
// can be a command-line flag: it reads the names that [DotKind.String]
// gives, in the case shown only. Any other text is an error of type
// [*JSONError]; on error k is left unchanged.
func (k *DotKind) UnmarshalText(text []byte) error {
	return kindUnmarshal(dotKindNames[:], k, text, "a dot kind")
}

// String returns the name of the kind as the JSON form writes it:
// "whisper", "renban", "palindrome", "between", "lockout", "regionSum",
// "zipper", "entropic", "modular" or "doubleArrow"; or "LineKind(n)" for
// a value that is not a kind.
func (k LineKind) String() string { return kindString(lineKindNames[:], k, "LineKind") }

// MarshalText implements [encoding.TextMarshaler]: it returns the name
// that [LineKind.String] gives. A value that is not a kind is an error of
// type [*JSONError].
func (k LineKind) MarshalText() ([]byte, error) {
	return kindMarshal(lineKindNames[:], k, "a line kind")
}

// UnmarshalText implements [encoding.TextUnmarshaler]: it reads the
// names that [LineKind.String] gives, in the case shown only. Any other
// text is an error of type [*JSONError]; on error k is left unchanged.
func (k *LineKind) UnmarshalText(text []byte) error {
	return kindUnmarshal(lineKindNames[:], k, text, "a line kind")
}

// String returns the name of the kind as the JSON form writes it:
// "littleKiller", "sandwich", "xSum" or "skyscraper"; or
// "OutsideKind(n)" for a value that is not a kind.
func (k OutsideKind) String() string {
	return kindString(outsideKindNames[:], k, "OutsideKind")
}

// MarshalText implements [encoding.TextMarshaler]: it returns the name
// that [OutsideKind.String] gives. A value that is not a kind is an
// error of type [*JSONError].
func (k OutsideKind) MarshalText() ([]byte, error) {
	return kindMarshal(outsideKindNames[:], k, "an outside kind")
}

// UnmarshalText implements [encoding.TextUnmarshaler]: it reads the
// names that [OutsideKind.String] gives, in the case shown only. Any
// other text is an error of type [*JSONError]; on error k is left
// unchanged.
func (k *OutsideKind) UnmarshalText(text []byte) error {
	return kindUnmarshal(outsideKindNames[:], k, text, "an outside kind")
}
