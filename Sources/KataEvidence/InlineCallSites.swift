#if os(Linux)
  /// The methods an optimised build inlined into others, read from the image's debug
  /// information (DWARF's inlined subroutines) and listed innermost first, as `llvm-symbolizer
  /// --inlining` lists them: a release build inlines a small method into its caller, and the
  /// rules still need to see it on the call stack, as the frame that asked.
  ///
  /// What is kept is 40 bytes per inlined range, and the names stay in the
  /// mapped file until a frame needs one. A unit of debug information that cannot be read
  /// adds what it gave before the fault, as the backtracer's does, and nothing is trapped.
  struct InlineCallSites {
    /// One range of code that was inlined, and where to read the inlined method's name.
    struct Site: Equatable {
      var low: UInt64
      var high: UInt64
      var depth: Int
      /// The name's offset in the file, or -1: no name ("<unknown>").
      var name: Int
    }

    private let file: MappedFile
    private let sites: Ranges

    init(file: MappedFile, sections: ElfSections) {
      self.file = file
      guard let info = sections[".debug_info"], let abbreviations = sections[".debug_abbrev"] else {
        sites = Ranges([])
        return
      }
      var reader = DwarfUnits(
        file: file, info: info, abbreviations: abbreviations, strings: sections[".debug_str"],
        lineStrings: sections[".debug_line_str"], ranges: sections[".debug_ranges"])
      var sites: [Site] = []
      reader.forEachInlinedRange { low, high, depth, name in
        sites.append(Site(low: low, high: high, depth: depth, name: name))
      }
      self.sites = Ranges(sites)
    }

    /// The mangled names of the methods inlined at `address` (an offset in the image), the
    /// innermost first, as a call stack lists its frames.
    func rawNames(at address: UInt64) -> [String] {
      sites.holders(of: address).map(name)
    }

    /// The inlined ranges, sorted, and every one that holds an address. Ranges nest (a method
    /// inlined into one that was itself inlined), and two that hold one address need not be
    /// neighbours in the sorted list: a range inlined beside the inner one can start between
    /// them. A search that took only neighbours lost the outer method, and one that listed them
    /// by start put the outer method first: an optimised build then read a reducer's code,
    /// inlined into a view's method, as the view's own.
    struct Ranges {
      private let sites: [Site]
      /// For each site, the farthest end of it and of every site sorted before it.
      private let reach: [UInt64]

      init(_ unsorted: [Site]) {
        sites = unsorted.sorted { $0.low < $1.low || ($0.low == $1.low && $0.depth > $1.depth) }
        var farthest: UInt64 = 0
        reach = sites.map { site in
          farthest = max(farthest, site.high)
          return farthest
        }
      }

      /// Every site that holds `address`, the innermost (the deepest) first. The walk goes back
      /// from the last site that starts at or before the address while one so far still
      /// reaches past it: no range inlined into an earlier method reaches past that method's
      /// end, so it stops at the start of the method that holds the address.
      func holders(of address: UInt64) -> [Site] {
        var low = 0
        var high = sites.count
        while low < high {
          let middle = low + (high - low) / 2
          if sites[middle].low <= address { low = middle + 1 } else { high = middle }
        }
        var holders: [Site] = []
        var index = low - 1
        while index >= 0, reach[index] > address {
          if sites[index].high > address { holders.append(sites[index]) }
          index -= 1
        }
        return holders.sorted { $0.depth > $1.depth }
      }
    }

    private func name(_ site: Site) -> String {
      guard site.name >= 0 else { return "<unknown>" }
      return file.string(at: site.name, within: 0..<file.bytes.count) ?? "<unknown>"
    }
  }
#endif
