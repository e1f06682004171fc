fun main() {
    val n = readLine()!!
    println("$n $n")
}
